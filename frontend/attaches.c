/* The struct members a region's code reaches through a captured struct
 * or pointer to one, counted during the walk over device code
 * (captures.c): which pointer members the region attaches
 * (Region.uses.attaches) and which structs it uses whole.
 */
#include <string.h>

#include "internal.h"
#include "use.h"

Attach *
attaches_add(Use *u, Var *v, const char *member, Loc loc)
{
	Region *r = u->r;
	Attach a = {loc, v, member,
	            arena_printf("%s%s%s", v->name, v->kind == VAR_POINTER ? "->" : ".", member), 0, 0, NULL};

	for (int i = 0; i < r->uses.nattaches; i++)
		if (r->uses.attaches[i].var == v && !strcmp(r->uses.attaches[i].member, member))
			return &r->uses.attaches[i];
	for (int i = 0; v->ptr_offsets && i < v->nptr_members; i++)
		if (!strcmp(v->ptr_members[i], member))
			a.offset = v->ptr_offsets[i];
	VEC_PUSH(r->uses.attaches, r->uses.nattaches, u->attach_cap, a);
	return &r->uses.attaches[r->uses.nattaches - 1];
}

/* The count of references to a struct, or to a pointer to one (or to
 * another pointer: members_note tells them apart), or (path) to its
 * member of that path; NULL for other variables. */
static Uses *
uses_of(Use *u, Var *v, const char *path, Loc loc)
{
	size_t i;

	if ((v->arg != ARG_RECORD && v->kind != VAR_POINTER) || v->struct_array)
		return NULL;
	for (i = 0; i < u->nuses; i++)
		if (u->uses[i].v == v && (path ? u->uses[i].path && !strcmp(u->uses[i].path, path)
		                               : !u->uses[i].path))
			break;
	if (i == u->nuses) {
		Uses n = {v, path, 0, 0, 0, loc};
		VEC_PUSH(u->uses, u->nuses, u->uses_cap, n);
	}
	return &u->uses[i];
}

/* Count a reference: as the base of a member access, or as a whole. */
void
attaches_count(Use *u, Var *v, Loc loc, int member)
{
	Uses *w = uses_of(u, v, NULL, loc);

	if (w) {
		w->all += !member;
		w->members += member;
	}
}

/* Does v's member of path hold pointer members of v (Var.ptr_members
 * "in.x.p" under "in" and "in.x")? */
static int
holds_pointers(const Var *v, const char *path)
{
	size_t n = strlen(path);

	for (int i = 0; i < v->nptr_members; i++)
		if (!strncmp(v->ptr_members[i], path, n) && v->ptr_members[i][n] == '.')
			return 1;
	return 0;
}

/* Count a reference to v's member of path ("in.x", reached through
 * members that are structs): one as a whole where it holds pointer
 * members, one as the base of a member access of the member it is in
 * ("in"). */
void
attaches_count_path(Use *u, Var *v, const char *path, Loc loc)
{
	const char *dot = strrchr(path, '.');
	Uses *w;

	if (dot && (w = uses_of(u, v, arena_strndup(path, (size_t)(dot - path)), loc)))
		w->members++;
	if (holds_pointers(v, path) && (w = uses_of(u, v, path, loc)))
		w->all++;
}

/* ps[i] of a captured pointer to structs with pointer members: an array
 * of them, which the region reaches as a pointer (OpenMP 5.2 5.8.1: a
 * zero-length array section) and whose members map clauses attach. */
void
attaches_subscript(Use *u, CXCursor e, Loc loc)
{
	CXCursor kids[2], ref;
	unsigned b, end;
	Decl *d;
	Var *v;
	Uses *w;

	if (!u->r || cx_children(e, kids, 2) != 2)
		return;
	kids[0] = cx_strip(kids[0]);
	ref = clang_getCursorReferenced(kids[0]);
	if (clang_getCursorKind(kids[0]) != CXCursor_DeclRefExpr ||
	    (clang_getCursorKind(ref) != CXCursor_VarDecl &&
	     clang_getCursorKind(ref) != CXCursor_ParmDecl))
		return;
	cx_extent(ref, &b, &end);
	if (use_declared_inside(u, ref, b) ||
	    !(d = scan_decl_of(u->c, ref)) || !(v = captures_var(u->c, d, loc)) ||
	    v->kind != VAR_POINTER || !(w = uses_of(u, v, NULL, loc)))
		return;
	w->subscripted = 1;
}

/* Leave out the attaches of v: made by map clauses alone. */
static void
drop_attaches(Region *r, const Var *v)
{
	int n = 0;

	for (int i = 0; i < r->uses.nattaches; i++)
		if (r->uses.attaches[i].var != v)
			r->uses.attaches[n++] = r->uses.attaches[i];
	r->uses.nattaches = n;
}

/* A pointer the region receives as its bits alone, mapped as itself or
 * named by is_device_ptr (a device address): what it points to is not
 * mapped by the region, and nothing attaches its members. */
static int
bits_alone(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.ndevice_ptrs; i++)
		if (r->data.device_ptrs[i] == v)
			return 1;
	return region_maps_pointer(r, v);
}

/* A member of path w->path of a struct the region uses as a whole
 * (s.in passed to a function) gets the pointer members inside it
 * attached, where the struct (or the pointer to it) is not subscripted
 * or received as bits alone. */
static void
attach_path(Use *u, Uses *w)
{
	size_t n = strlen(w->path);

	if (w->all <= w->members || bits_alone(u->r, w->v))
		return;
	for (size_t i = 0; i < u->nuses; i++)
		if (u->uses[i].v == w->v && !u->uses[i].path && u->uses[i].subscripted)
			return;
	for (int k = 0; k < w->v->nptr_members; k++)
		if (!strncmp(w->v->ptr_members[k], w->path, n) && w->v->ptr_members[k][n] == '.')
			attaches_add(u, w->v, w->v->ptr_members[k], w->first);
}

/* A struct the region uses as a whole (copies it, passes it to a
 * function) gets every pointer member attached, those of the structs
 * among its members too; one of those members used as a whole gets its
 * own attached (attach_path).  A pointer to one used as ps->m alone is
 * mapped as one struct; used with subscripts, it points to an array of
 * them, whose members map clauses attach; used as a value (stored,
 * compared, passed: a linked list's node), it is a zero-length array
 * section (OpenMP 5.2 5.8.9), which must lie in present storage, and its
 * struct's pointer members are attached there (Attach.present), each to
 * what it points to where that is present. */
void
attaches_wholes(Use *u)
{
	for (size_t i = 0; i < u->nuses; i++) {
		Uses *w = &u->uses[i];
		if (w->path)
			continue;
		if (w->subscripted || bits_alone(u->r, w->v)) {
			drop_attaches(u->r, w->v);
			continue;
		}
		if (w->all <= w->members)
			continue;
		members_whole(u->r, w->v, &u->span_cap);
		if (!w->v->nptr_members)
			continue;
		for (int k = 0; k < w->v->nptr_members; k++)
			attaches_add(u, w->v, w->v->ptr_members[k], w->first)->present =
			        w->v->kind == VAR_POINTER && !w->v->host_init; /* this: mapped */
	}
	for (size_t i = 0; i < u->nuses; i++)
		if (u->uses[i].path)
			attach_path(u, &u->uses[i]);
}
