/** Server state of the customer dialog: people and companies as load-more lists, and creating or updating a person. */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { createPerson, deleteCompany, deletePerson, listCompanies, listPeople, updatePerson, type Person } from '../../api/clients';
import type { List } from '../../api/list';
import { queryKeys } from '../../app/query-client';
import { PAGE_SIZE_DEFAULT } from '../../domain/constants';
import type { CustomerFormValues } from '../../domain/forms/customer-form';

const nextOffset = (page: List<unknown>) => (page.offset + page.limit < page.total ? page.offset + page.limit : undefined);

export function usePeople(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.peopleList(search),
    queryFn: ({ pageParam, signal }) => listPeople({ search, limit: PAGE_SIZE_DEFAULT, offset: pageParam }, signal),
    initialPageParam: 0, getNextPageParam: nextOffset, enabled,
  });
}

export function useCompanies(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.companiesList(search),
    queryFn: ({ pageParam, signal }) => listCompanies({ search, limit: PAGE_SIZE_DEFAULT, offset: pageParam }, signal),
    initialPageParam: 0, getNextPageParam: nextOffset, enabled,
  });
}

export function useCreatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomerFormValues) => createPerson(values),
    onSuccess: (person) => {
      client.setQueryData(queryKeys.person(person.id), person);
      void client.invalidateQueries({ queryKey: queryKeys.people });
    },
  });
}

/** After an update every quote that embeds this customer is stale too. */
export function useUpdatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ person, values }: { person: Person; values: CustomerFormValues }) => updatePerson(person, values),
    onSuccess: (person) => {
      client.setQueryData(queryKeys.person(person.id), person);
      void client.invalidateQueries({ queryKey: queryKeys.people });
      void client.invalidateQueries({ queryKey: ['quote'] });
      void client.invalidateQueries({ queryKey: queryKeys.quotes });
    },
  });
}

/** Removes a person or company; the lists are read again. A customer on a quote is refused (409, with the reason). */
export function useRemoveCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'person' | 'company'; id: number }) => (kind === 'person' ? deletePerson(id) : deleteCompany(id)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.people });
      void client.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}
