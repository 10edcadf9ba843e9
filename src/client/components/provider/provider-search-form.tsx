import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Search, X } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { cn } from '../../lib/cn.ts';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  searchPath,
  type DirectoryFilters,
} from '../../../shared/directory-filters.ts';
import { useDirectoryLocations } from '../../lib/directory-locations.ts';
import { useSpecialties } from '../../lib/directory-specialties.ts';

type FormValues = Pick<DirectoryFilters, 'q' | 'especialidade' | 'estado' | 'cidade'>;

interface SearchFormFieldsProps {
  initial: DirectoryFilters;
  className?: string;
}

function SearchFormFields({ initial, className }: SearchFormFieldsProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [values, setValues] = useState<FormValues>(initial);
  const locations = useDirectoryLocations();
  const { specialties } = useSpecialties();
  const cities = locations.find((state) => state.id === values.estado)?.cities ?? [];

  const set = (key: keyof FormValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  // SPEC §2: the city list depends on the state; a city not offered by the new state is reset.
  function changeState(estado: string) {
    const offered = locations.find((state) => state.id === estado)?.cities ?? [];
    setValues((current) => ({
      ...current,
      estado,
      cidade: offered.some((city) => String(city.id) === current.cidade) ? current.cidade : '',
    }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The minimum discount belongs to the filter panel: a new search from the form keeps it.
    void navigate(searchPath({ ...values, desconto: initial.desconto }));
  }

  // SPEC §2 'Clear': empties every filter and, when not on home, goes to /pesquisa.
  function clear() {
    setValues(EMPTY_FILTERS);
    if (pathname !== '/') void navigate('/pesquisa');
  }

  return (
    <form
      role="search"
      aria-label="Buscar conveniados"
      onSubmit={submit}
      className={cn(
        'grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]',
        className,
      )}
    >
      <FormField label="Nome" className="sm:col-span-2 lg:col-span-1">
        {(control) => (
          <Input
            {...control}
            type="search"
            name="q"
            placeholder="Buscar por nome..."
            maxLength={100}
            value={values.q}
            onChange={(event) => set('q', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Especialidade">
        {(control) => (
          <Select
            {...control}
            name="especialidade"
            value={values.especialidade}
            onChange={(event) => set('especialidade', event.target.value)}
          >
            <option value="">Todas as especialidades</option>
            {specialties.map((specialty) => (
              <option key={specialty.id} value={specialty.name}>
                {specialty.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Estado">
        {(control) => (
          <Select
            {...control}
            name="estado"
            value={values.estado}
            onChange={(event) => changeState(event.target.value)}
          >
            <option value="">Todos os estados</option>
            {locations.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Cidade">
        {(control) => (
          <Select
            {...control}
            name="cidade"
            value={values.cidade}
            disabled={!values.estado}
            onChange={(event) => set('cidade', event.target.value)}
          >
            <option value="">{values.estado ? 'Todas as cidades' : 'Escolha um estado'}</option>
            {cities.map((city) => (
              <option key={city.id} value={String(city.id)}>
                {city.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
        <Button type="submit" className="flex-1 lg:flex-none">
          <Search aria-hidden="true" />
          Buscar
        </Button>
        <Button type="button" variant="outline" className="flex-1 lg:flex-none" onClick={clear}>
          <X aria-hidden="true" />
          Limpar
        </Button>
      </div>
    </form>
  );
}

/**
 * SPEC §2 search form: name, specialty, state and city. It starts from the URL and starts over
 * whenever the URL changes (back/forward, a filter applied), so it never shows a stale search.
 */
export function ProviderSearchForm({ className }: { className?: string }) {
  const [params] = useSearchParams();
  return (
    <SearchFormFields
      key={params.toString()}
      initial={filtersFromParams(params)}
      className={className}
    />
  );
}
