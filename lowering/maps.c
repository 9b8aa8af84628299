/* The data-mapping plan of a region (OpenMP 5.2 5.8.3 and 5.8.9):
 *   - explicit map items in clause order: sections become (address,
 *     bytes) host expressions; a section of several dimensions is one
 *     contiguous range (the front end checked it);
 *   - a scalar in a kernel region is passed by value like a firstprivate
 *     one and needs no runtime map, unless it is passed by reference (a
 *     reduction variable, or a scalar a one-thread region maps back): then
 *     its map item, explicit or an implicit tofrom, holds its device copy;
 *   - a fixed-size array used in a kernel without a map clause is mapped
 *     tofrom whole;
 *   - a pointer without a map clause is an implicit zero-length array
 *     section: the runtime looks its value up in the present table;
 *   - a declare target link variable the region names is mapped tofrom.
 * Each pointer, array or by-reference parameter is attached to its
 * variable's first map item, so `map(to: a[5:n])` gives the kernel a
 * pointer to a[0].
 *
 * Structs with pointer members: the kernel gets a device copy of the
 * struct (for a struct variable, mapped to implicitly like a firstprivate
 * one, and passed by reference; for a pointer to a struct, its one
 * struct mapped to implicitly, unless the region uses the pointer as a
 * value too: then it is looked up in the present table, as any pointer
 * without a map clause), and an attach item per pointer member the
 * region uses makes that copy's member hold the device address of what
 * it points to.  Data constructs attach the members of the sections they
 * map.  An array of structs with pointer members (or a pointer used as
 * one, rows[i]) is mapped like any array or pointer: map items of one
 * element's member, rows[i].p[lo:len], attach that element's copy, on
 * data and kernel constructs alike.  Attach items come last: the runtime
 * enters them after the maps they join, and leaves them first.
 */
#include <string.h>

#include "plan.h"

/* sizeof an element of base after n subscripts: sizeof((a)[0][0]) */
static const char *
sizeof_after(const char *base, int n)
{
	Buf b = {0};

	buf_printf(&b, "sizeof((%s)", base);
	for (int k = 0; k < n; k++)
		buf_puts(&b, "[0]");
	buf_puts(&b, ")");
	return b.s;
}

/* The length of a section in dimension k (after the first) of a
 * variably modified type, or of a section that must span dimension k
 * whole, whose extent the host computes from the type; checked whole
 * where the section must span it (MapItem.vm_whole). */
static const char *
vm_length(const MapItem *m, int k)
{
	const char *extent = arena_printf("(long long)(%s / %s)", sizeof_after(m->base, k),
	                                  sizeof_after(m->base, k + 1));
	const char *len = m->len[k] ? arena_printf("(long long)(%s)", m->len[k])
	                            : arena_printf("(%s - (long long)(%s))", extent, m->lo[k]);

	if (!(m->vm_whole & 1u << k))
		return arena_printf("(%s)", len);
	return arena_printf("o2c_map_whole(%s, %s, (long long)(%s), %s, %s)",
	                    c_string(arena_printf("%s:%d:%d", m->loc.file, m->loc.line, m->loc.col)),
	                    c_string(m->text), m->lo[k], len, extent);
}

static PlanMap
explicit_map(const MapItem *m)
{
	PlanMap pm = {m->loc, m->var, m->type, m->implicit, m->text, NULL, NULL, m->member, NULL, NULL};
	const char *v = m->base;
	Buf begin = {0}, bytes = {0};

	if ((m->var->kind == VAR_SCALAR || (m->var->kind == VAR_POINTER && !m->ndims)) &&
	    !m->member) { /* a scalar, or a pointer itself (5.8.3) */
		pm.begin = arena_printf("(void *)&(%s)", v);
		pm.bytes = arena_printf("sizeof(%s)", v);
		return pm;
	}
	if (m->value_member && !m->ndims) {
		pm.begin = arena_printf("(void *)&(%s)", v);
		pm.bytes = arena_printf("sizeof(%s)", v);
		return pm;
	}
	if (!m->ndims) {
		pm.begin = arena_printf("(void *)(%s)", v);
		pm.bytes = arena_printf("sizeof(%s)", v);
		return pm;
	}
	if (m->stride) {
		pm.begin = arena_printf("(void *)&(%s)[%s]", v, m->lo[0]);
		pm.bytes = arena_printf("sizeof((%s)[0])", v);
		pm.stride = arena_printf("(long long)(%s)", m->stride);
		pm.count = m->len[0] ? arena_printf("(long long)(%s)", m->len[0])
		                     : arena_printf("(long long)((%lld - (%s) + (%s) - 1) / (%s))",
		                                    m->var->dims[0], m->lo[0], m->stride, m->stride);
		return pm;
	}
	buf_printf(&begin, "(void *)&(%s)", v);
	for (int k = 0; k < m->ndims; k++) {
		buf_printf(&begin, "[%s]", m->lo[k]);
		if (k && (m->var->dims[k] < 0 || (m->vm_whole & 1u << k)))
			buf_printf(&bytes, "(size_t)%s * ", vm_length(m, k));
		else if (m->len[k])
			buf_printf(&bytes, "(size_t)(%s) * ", m->len[k]);
		else if (m->var->dims[k] < 0) /* a variable-length array's: at run time */
			buf_printf(&bytes, "(size_t)(sizeof(%s) / sizeof((%s)[0]) - (%s)) * ", v, v,
			           m->lo[k]);
		else
			buf_printf(&bytes, "(size_t)(%lld - (%s)) * ", m->var->dims[k], m->lo[k]);
	}
	buf_puts(&bytes, sizeof_after(v, m->ndims));
	pm.begin = begin.s;
	pm.bytes = bytes.s;
	return pm;
}

/* The map item of v itself (not of a member's section), or -1. */
static int
map_of(const Plan *p, const Var *v)
{
	for (int i = 0; i < p->nmaps; i++)
		if (p->maps[i].var == v && !p->maps[i].member && !(p->maps[i].type & MAP_ATTACH))
			return i;
	return -1;
}

/* Scalars need a runtime map only where they live on the device. */
static int
needs_map(const Plan *p, const MapItem *m)
{
	const Param *prm;

	if (m->member || m->var->kind != VAR_SCALAR || !dir_has_kernel(p->r->dir) || m->var->link)
		return 1;
	prm = plan_param(p, m->var);
	return prm && prm->ref;
}

/* The implicit map of a captured variable without one. */
static PlanMap
implicit_map(const Region *r, Var *v)
{
	PlanMap pm = {v->loc, v, MAP_TOFROM, 1, v->name, NULL, NULL, NULL, NULL, NULL};

	if (v->kind == VAR_POINTER) { /* the one struct a pointer to one reaches */
		/* `this` (frontend/cxx_this.c): this[:1] tofrom, OpenMP 5.2 5.8.9 */
		pm.type = v->host_init ? MAP_TOFROM : MAP_TO;
		pm.name = arena_printf("%s[0:1]", v->name);
		pm.begin = arena_printf("(void *)(%s)", v->name);
		pm.bytes = arena_printf("sizeof(*(%s))", v->name);
		return pm;
	}
	if (v->arg == ARG_RECORD && region_attaches(r, v))
		pm.type = MAP_TO; /* firstprivate, with attached members */
	pm.begin = arena_printf(v->kind == VAR_SCALAR ? "(void *)&(%s)" : "(void *)(%s)", v->name);
	pm.bytes = arena_printf("sizeof(%s)", v->name);
	return pm;
}

/* The attach item of a pointer member, expr ("s.p", "ps->p",
 * "rows[i].p"); m is a map item of a section of it, whose start says
 * how far past the member's value the section begins, or NULL. */
static PlanMap
attach_item(const Plan *p, Loc loc, Var *v, const MapItem *m, const char *member,
            const char *expr)
{
	PlanMap pm = {loc, v, MAP_ATTACH, !m, expr, arena_printf("(void *)&(%s)", expr), "0",
	              member, NULL, NULL};
	int holder = map_of(p, v);

	if (holder >= 0)
		pm.type |= p->maps[holder].type & MAP_FROM; /* detach before it is copied back */
	if (m && strcmp(m->lo[0], "0"))
		pm.bytes = arena_printf("(size_t)(%s) * sizeof((%s)[0])", m->lo[0], expr);
	return pm;
}

/* A map item of a section of member `member` of the struct v (not of
 * an element of an array), or NULL. */
static const MapItem *
section_of(const Region *r, const Var *v, const char *member)
{
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v && r->data.maps[i].member && !r->data.maps[i].elem &&
		    !strcmp(r->data.maps[i].member, member))
			return &r->data.maps[i];
	return NULL;
}

/* A section of what a declare target pointer points to (`arr[0:n]` of
 * `int *arr` between declare target and end declare target): OpenMP 5.2
 * 5.8.3 attaches the pointer's device copy to it, which the runtime finds
 * present as the variable's own (runtime/globals.c). */
static int
global_pointer_section(const MapItem *m)
{
	return !m->member && m->ndims && m->var->declare_target && !m->var->link &&
	       m->var->kind == VAR_POINTER;
}

/* A kernel region attaches the members its code uses (r->uses.attaches);
 * every construct but target update attaches the members of its map
 * items: all of them on data constructs, those of array elements,
 * rows[i].p[lo:len], on kernel regions (whose code reaches them through
 * the array, which the region does not attach itself). */
static void
attach_items(Plan *p, size_t *cap)
{
	const Region *r = p->r;
	int kernel = dir_has_kernel(r->dir);

	if (r->dir == DIR_TARGET_UPDATE)
		return;
	for (int i = 0; kernel && i < r->uses.nattaches; i++) {
		const Attach *a = &r->uses.attaches[i];
		PlanMap pm = attach_item(p, a->loc, a->var, section_of(r, a->var, a->member),
		                         a->member, a->expr);
		pm.type |= a->deref ? MAP_DEREF : 0;
		if (a->offset) /* a member that is not public, at its offset */
			pm.begin = arena_printf("(void *)((char *)%s(%s) + %s) /* &%s */",
			                        a->var->kind == VAR_POINTER ? "" : "&", a->var->name,
			                        a->offset, a->expr);
		VEC_PUSH(p->maps, p->nmaps, *cap, pm);
	}
	for (int i = 0; i < r->data.nmaps; i++) {
		const MapItem *m = &r->data.maps[i];
		if (global_pointer_section(m)) {
			/* its __device__ copy, which device code names, attached */
			PlanMap pm = attach_item(p, m->loc, m->var, m, NULL, m->var->name);
			VEC_PUSH(p->maps, p->nmaps, *cap, pm);
			continue;
		}
		if (!m->member || m->value_member || (kernel && !m->elem))
			continue;
		PlanMap pm = attach_item(p, m->loc, m->var, m, m->member, m->base);
		VEC_PUSH(p->maps, p->nmaps, *cap, pm);
	}
}

/* An array of pointers a kernel region uses (int *d[2]) is mapped as any
 * array, and each of its elements attached: the region's copy of d holds
 * the device address of what each element points to, looked up in the
 * present table as the region begins (a data construct's d[i][lo:len]
 * maps that section: OpenMP 5.2 5.8.3 attaches the element to it), so
 * d[k] with k known only at run time reads a device address.  An
 * element that points to nothing mapped keeps its bits, as an array of
 * pointers mapped as an array does (device addresses, use_device_ptr's,
 * omp_target_alloc's, NULL); before d is copied back, the host's values
 * return to it.  Only where the region's code never stores a pointer in
 * d, nor loses track of it (frontend/access.c): the values the kernel
 * wrote are what d's copy back brings, bit for bit. */
static void
element_attaches(Plan *p, size_t *cap)
{
	const Region *r = p->r;

	for (int i = 0; dir_has_kernel(r->dir) && i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		Var *v = prm->var;
		const Access *a = NULL;
		if (v->kind != VAR_ARRAY || v->elem_arg != ARG_PTR || prm->map < 0 ||
		    prm->device_addr || v->size <= 0)
			continue;
		for (int k = 0; k < r->ncaps; k++)
			if (r->caps[k] == v)
				a = &r->access[k];
		if (!a || a->ptr_store || a->escape)
			continue;
		for (long long k = 0; k < v->size / (long long)sizeof(void *); k++) {
			PlanMap pm = {v->loc, v, MAP_ATTACH | (p->maps[prm->map].type & MAP_FROM),
			              1, arena_printf("%s[%lld]", v->name, k),
			              arena_printf("(void *)((void **)(%s) + %lld)", v->name, k), "0",
			              NULL, NULL, NULL};
			VEC_PUSH(p->maps, p->nmaps, *cap, pm);
		}
	}
}

/* OpenMP 5.2 5.8.1: a declare target link variable a target construct
 * names is mapped tofrom (to, if it is const: its host copy may be
 * read-only memory), unless a map clause of the construct names it. */
static void
link_maps(Plan *p, size_t *cap)
{
	const Region *r = p->r;

	for (int i = 0; i < r->uses.nlinks; i++) {
		Var *v = r->uses.links[i];
		int mapped = 0;
		for (int k = 0; k < r->data.nmaps; k++)
			mapped |= r->data.maps[k].var == v;
		if (mapped)
			continue;
		PlanMap pm = {v->loc, v, v->pointee_const ? MAP_TO : MAP_TOFROM, 1, v->name,
		              NULL, NULL, NULL, NULL, NULL};
		pm.begin = arena_printf(v->kind == VAR_ARRAY ? "(void *)(%s)" : "(void *)&(%s)",
		                        v->name);
		pm.bytes = arena_printf("sizeof(%s)", v->name);
		VEC_PUSH(p->maps, p->nmaps, *cap, pm);
	}
}

/* The bytes of a struct a piece of its storage covers: from the member
 * at lo (first) to the end of the one ending at hi (last), or whole. */
typedef struct Bounds {
	long long lo, hi;
	const char *first, *last;
	int whole;
} Bounds;

static void
bounds_add(Bounds *b, long long lo, const char *first, long long hi, const char *last)
{
	if (b->lo < 0 || lo < b->lo) {
		b->lo = lo;
		b->first = first;
	}
	if (hi > b->hi) {
		b->hi = hi;
		b->last = last;
	}
}

/* The piece of struct v (or of the struct v points to) that r's member
 * items name, and in a kernel region, the members its code uses. */
static Bounds
struct_bounds(const Region *r, const Var *v)
{
	Bounds b = {-1, 0, NULL, NULL, 0};

	for (int i = 0; i < r->data.nmaps; i++) {
		const MapItem *m = &r->data.maps[i];
		if (m->var == v && m->member && !m->elem)
			bounds_add(&b, m->member_lo, m->member, m->member_hi, m->member);
		/* the struct mapped whole by the same construct (this[:1] beside
		 * members of this): one piece, the whole */
		b.whole |= m->var == v && m->covers_struct;
	}
	for (int i = 0; dir_has_kernel(r->dir) && i < r->uses.nspans; i++) {
		const MemberSpan *s = &r->uses.spans[i];
		if (s->var != v)
			continue;
		b.whole |= s->whole;
		if (s->lo >= 0)
			bounds_add(&b, s->lo, s->first, s->hi, s->last);
	}
	return b;
}

/* OpenMP 5.0 2.19.7.1: a construct that maps members of a struct maps
 * its storage from the first member named to the last as one piece,
 * whose reference count changes once per construct; the member items
 * inside it follow it and take no reference of their own (MAP_MEMBER).
 * A data construct's piece is made without a copy in: its to items
 * copy in the members they name.  A kernel region's piece also covers
 * the members its code uses and is copied in whole (the region reads the
 * host's value of every member it uses, named or not, as a struct it
 * does not map is firstprivate); its from items copy back the members
 * they name. */
static PlanMap
struct_piece(const Region *r, Var *v)
{
	Bounds b = struct_bounds(r, v);
	const char *sep = v->kind == VAR_POINTER ? "->" : ".";
	PlanMap pm = {v->loc, v, dir_has_kernel(r->dir) ? MAP_TO : MAP_ALLOC, 1, v->name,
	              NULL, NULL, NULL, NULL, NULL};

	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v && r->data.maps[i].value_member)
			pm.type |= r->data.maps[i].type & MAP_DELETE;
	if (b.whole) {
		pm.begin = arena_printf(v->kind == VAR_POINTER ? "(void *)(%s)" : "(void *)&(%s)",
		                        v->name);
		pm.bytes = arena_printf(v->kind == VAR_POINTER ? "sizeof(*(%s))" : "sizeof(%s)",
		                        v->name);
		return pm;
	}
	pm.name = arena_printf("%s%s%s .. %s%s%s", v->name, sep, b.first, v->name, sep, b.last);
	pm.begin = arena_printf("(void *)&(%s%s%s)", v->name, sep, b.first);
	pm.bytes = arena_printf("(size_t)((char *)&(%s%s%s) + sizeof(%s%s%s) - (char *)&(%s%s%s))",
	                        v->name, sep, b.last, v->name, sep, b.last, v->name, sep, b.first);
	return pm;
}

/* The pieces of the structs whose members r maps, each before the
 * items of its members. */
static void
struct_pieces(Plan *p, size_t *cap)
{
	const Region *r = p->r;

	if (r->dir == DIR_TARGET_UPDATE)
		return;
	for (int i = 0; i < r->data.nmaps; i++) {
		int first = r->data.maps[i].value_member;
		for (int k = 0; first && k < i; k++)
			first = !(r->data.maps[k].var == r->data.maps[i].var && r->data.maps[k].value_member);
		if (first)
			VEC_PUSH(p->maps, p->nmaps, *cap, struct_piece(r, r->data.maps[i].var));
	}
}

/* A pointer to a struct that a kernel region uses through its members
 * (ps->n), with no map clause: the piece of the struct from the first
 * member it uses to the last must be mapped already (a struct an enter
 * data mapped in part need not be mapped from its start), and the kernel
 * gets the pointer reckoned from that piece's device copy. */
static int
members_present(const Region *r, Var *v, PlanMap *pm)
{
	const MemberSpan *s = NULL;

	for (int i = 0; dir_has_kernel(r->dir) && i < r->uses.nspans; i++)
		if (r->uses.spans[i].var == v)
			s = &r->uses.spans[i];
	if (!s || s->whole || s->lo < 0)
		return 0;
	*pm = struct_piece(r, v);
	pm->type = MAP_ALLOC | MAP_PRESENT;
	return 1;
}

void
lower_maps(Plan *p)
{
	const Region *r = p->r;
	size_t cap = 0;
	PlanMap pm_members;

	struct_pieces(p, &cap);
	for (int i = 0; i < r->data.nmaps; i++) {
		if (!needs_map(p, &r->data.maps[i]))
			continue;
		PlanMap pm = explicit_map(&r->data.maps[i]);
		if (r->data.maps[i].value_member && r->dir != DIR_TARGET_UPDATE)
			pm.type |= MAP_MEMBER;
		VEC_PUSH(p->maps, p->nmaps, cap, pm);
	}
	for (int i = 0; i < p->nparams; i++) {
		Param *prm = &p->params[i];
		Var *v = prm->var;
		if ((v->kind == VAR_SCALAR && !prm->ref) || prm->fp)
			continue; /* by value */
		prm->map = map_of(p, v);
		if (prm->map < 0 && !prm->device_addr && v->kind == VAR_POINTER && !v->host_init &&
		    !region_attaches(r, v) && members_present(r, v, &pm_members)) {
			prm->map = p->nmaps;
			VEC_PUSH(p->maps, p->nmaps, cap, pm_members);
			continue;
		}
		if (prm->map >= 0 || prm->device_addr ||
		    (v->kind == VAR_POINTER && !v->host_init &&
		     (!region_attaches(r, v) || region_attaches_present(r, v))))
			continue; /* this: this[:1] (frontend/cxx_this.c) */
		prm->map = p->nmaps;
		PlanMap pm = implicit_map(r, v);
		if (prm->discard) /* firstprivate on the target construct */
			pm.type = MAP_TO;
		VEC_PUSH(p->maps, p->nmaps, cap, pm);
	}
	link_maps(p, &cap);
	attach_items(p, &cap);
	element_attaches(p, &cap);
}
