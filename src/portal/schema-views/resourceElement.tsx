// One definition → one react-admin Resource with list, edit (or read-only show) and create views,
// behind its access rule. A record's dialog (B17) opens over the list; a singleton route
// (admin/company) is the record itself.
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { Resource, useTranslate } from 'react-admin';
import { LinearProgress } from '@mui/material';
import type { AccessContext } from '../../domain/access';
import type { ResourceDefinition } from '../../../resources/definition';
import { RouteGuard } from '../shell/RouteGuard';
import { useSession } from '../session/SessionProvider';
import { loadedOnce } from '../loadedOnce';

type GenericViews = typeof import('./genericViews');
const genericViews = loadedOnce(() => import('./genericViews'));

/** A generic view, loaded with the others on first use (genericViews.ts), drawn as soon as they have run (loadedOnce.ts). */
function lazyView(make: (views: GenericViews) => ComponentType) {
  let made: ComponentType | undefined;
  return function LazyView() {
    const translate = useTranslate();
    const views = genericViews.use();
    if (!views) return <LinearProgress aria-label={translate('ra.page.loading')} />;
    const View = (made ??= make(views));
    return <View />;
  };
}

function guarded(definition: ResourceDefinition, View: ComponentType, allowed: (access: AccessContext) => boolean = () => true) {
  return function GuardedView() {
    const { access } = useSession();
    if (!allowed(access)) return <Navigate to="/app/home" replace />;
    return <RouteGuard rule={definition.access}><View /></RouteGuard>;
  };
}

/** The list with the record's dialog over it. */
function overList(List: ComponentType, Dialog: ComponentType) {
  return function ListWithDialog() {
    return <><List /><Dialog /></>;
  };
}

export function resourceElement(definition: ResourceDefinition) {
  if (definition.singleton) {
    return <Resource key={definition.name} name={definition.name} list={guarded(definition, lazyView((views) => views.schemaEdit(definition, definition.singleton)))} />;
  }
  const List = definition.api.list ? lazyView((views) => views.schemaList(definition)) : undefined;
  const edit = definition.api.one ? lazyView((views) => views.schemaEdit(definition)) : undefined;
  const create = definition.api.create ? lazyView((views) => views.schemaCreate(definition)) : undefined;
  const Behind = definition.api.list ? lazyView((views) => views.schemaList(definition, true)) : undefined;
  const inDialog = (View: ComponentType | undefined) => (View && Behind && definition.dialogWidth ? overList(Behind, View) : View);
  const mayCreate = (access: AccessContext) => definition.canCreate?.(access) ?? false;
  return (
    <Resource
      key={definition.name}
      name={definition.name}
      list={List ? guarded(definition, List) : undefined}
      edit={edit ? guarded(definition, inDialog(edit)!) : undefined}
      create={create ? guarded(definition, inDialog(create)!, mayCreate) : undefined}
    />
  );
}
