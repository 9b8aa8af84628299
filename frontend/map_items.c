/* Map list items (OpenMP 5.2 5.8.3) and array sections (5.2 3.2.5,
 * 5.1.5): map(...), and the to(...) and from(...) of target update, read
 * into MapItems; the shape of a section checked (one contiguous range,
 * or a strided one for target update); one list item in several map
 * clauses merged. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cxx.h"
#include "pieces.h"

static int
is_value(Ctx *c, const char *text, long want)
{
	long v;

	return text && clause_constant(c, text, &v) && v == want;
}

/* OpenMP 5.2 5.8.3: a section must be one contiguous piece of storage
 * here.  After the first dimension whose length is not 1, every
 * dimension must be whole: [0:extent] or [:].  Where the extent, the
 * start or the length is not a constant (A[:n][:n] of A[N][N]), the host
 * checks at run time that the dimension is whole (vm_whole); a constant
 * start other than 0 or a constant length other than the extent is
 * not. */
static int
contiguous(Ctx *c, MapItem *m)
{
	int k = 0;
	long lo, len;

	while (k < m->ndims - 1 && is_value(c, m->len[k], 1))
		k++;
	for (k++; k < m->ndims; k++) {
		int lo_known = clause_constant(c, m->lo[k], &lo);
		int len_known = !m->len[k] || clause_constant(c, m->len[k], &len);
		if (m->var->vm && m->var->dims[k] < 0)
			m->vm_whole |= 1u << k; /* known at run time */
		else if (m->var->dims[k] < 0 || (lo_known && lo != 0) ||
		         (m->len[k] && len_known && len != m->var->dims[k]))
			return 0;
		else if (!lo_known || !len_known)
			m->vm_whole |= 1u << k;
	}
	return 1;
}

/* The subscripts of a section: [lo:len], [:len], [lo:], [:], [i]. */
int
map_section_dims(MapItem *m, Piece rest)
{
	Piece sec[3];

	while (rest.n) {
		size_t close = 0;
		int depth = 0;
		for (; close < rest.n; close++) {
			depth += rest.s[close] == '[';
			if (rest.s[close] == ']' && --depth == 0)
				break;
		}
		if (rest.s[0] != '[' || close == rest.n || m->ndims == MAX_DIMS)
			return 0;
		Piece inner = {rest.s + 1, rest.at + 1, close - 1};
		int n = split(inner, ':', sec, 3);
		if (n > 3 || (n == 3 && m->ndims))
			return 0;
		if (n == 3)
			m->stride = sec[2].n ? str(sec[2]) : "1";
		m->lo[m->ndims] = n == 1 ? str(sec[0]) : sec[0].n ? str(sec[0]) : "0";
		m->len[m->ndims] = n == 1 ? "1" : sec[1].n ? str(sec[1]) : NULL;
		if (n == 1 && !sec[0].n)
			return 0;
		m->ndims++;
		rest = trim((Piece){rest.s + close + 1, rest.at + close + 1, rest.n - close - 1});
	}
	return !m->stride || m->ndims == 1;
}

/* s.n, s.a.b, s.arr[lo:len], ps->n (members_resolve), or s.p[lo:len]
 * and ps->p[lo:len]: a section of a struct's pointer member.  0 after
 * an error. */
static int
member_item(Ctx *c, const Region *r, MapItem *m, Piece *rest)
{
	const Var *v = m->var;

	if (!members_resolve(c, r, m, rest))
		return 0;
	if (m->value_member)
		return 1;
	for (int i = 0; i < v->nptr_members; i++)
		if (!strcmp(v->ptr_members[i], m->member))
			return 1;
	diag_error(m->loc, "map of pointer member '%s' is not supported yet: only a section of "
	                   "what it points to, '%s[lo:len]'", m->base, m->base);
	return 0;
}

/* Where the subscripts [..][..] at the start of p end: p.n when
 * something other than subscripts follows them there. */
static size_t
subscripts_end(Piece p, int *nsub, int *colon)
{
	size_t i = 0;

	*nsub = *colon = 0;
	while (i < p.n && p.s[i] == '[') {
		int depth = 0;
		size_t k = i;
		for (; k < p.n; k++) {
			if (p.s[k] == '[' || p.s[k] == '(')
				depth++;
			else if ((p.s[k] == ']' || p.s[k] == ')') && --depth == 0)
				break;
			else if (p.s[k] == ':' && depth == 1)
				*colon = 1;
		}
		if (k == p.n)
			return p.n;
		(*nsub)++;
		for (i = k + 1; i < p.n && blank_at(p, i); i++)
			;
	}
	return i;
}

/* rows[i].p[lo:len]: a section of the pointer member of one struct of an
 * array of them, or of those a pointer points to (OpenMP 5.2 5.8.3: the
 * element's device copy is attached to the section).  rest starts at
 * the subscripts; 0 after an error. */
static int
element_item(MapItem *m, Piece *rest, size_t end, int nsub, int colon)
{
	const Var *v = m->var;
	Piece after = trim((Piece){rest->s + end, rest->at + end, rest->n - end});
	Piece name;
	size_t id;

	if (!v->nptr_members || v->kind == VAR_SCALAR) {
		diag_error(m->loc, "map of '%s' is not supported yet: members of the elements of "
		                   "'%s' hold no pointer", m->text, v->name);
		return 0;
	}
	if (colon || nsub != v->ndims || after.s[0] != '.') {
		diag_error(m->loc, "map of '%s' is not supported yet: of the members of an array "
		                   "of structs, only sections of one element's pointer members, "
		                   "'%s[i].p[lo:len]'", m->text, v->name);
		return 0;
	}
	name = trim((Piece){after.s + 1, after.at + 1, after.n - 1});
	id = ident_len(name);
	m->member = arena_strndup(name.s, id);
	m->elem = arena_printf("%s%s", v->name, str(trim((Piece){rest->s, rest->at, end})));
	m->base = arena_printf("%s.%s", m->elem, m->member);
	*rest = trim((Piece){name.s + id, name.at + id, name.n - id});
	for (int i = 0; id && i < v->nptr_members; i++)
		if (!strcmp(v->ptr_members[i], m->member))
			return 1;
	diag_error(m->loc, "map of member '%s' is not supported yet: only sections of an "
	                   "element's pointer members, '%s.p[lo:len]'", m->base, m->elem);
	return 0;
}

/* d[i][lo:len], d an array of pointers (OpenMP 5.2 5.8.3: a section
 * whose base pointer is an element of an array): on a data construct,
 * the section of what element d[i] points to, read as a section of a
 * pointer named "d[i]" (m->var becomes a Var of its own, which no region
 * captures: analyses that follow a variable's maps see none of d's).  A
 * kernel region that uses d attaches its elements itself (lowering/
 * maps.c).  rest starts at the subscripts; 0 after an error, 1 when
 * m is such an item (rest is then its section), -1 when it is not. */
static int
pointer_element_item(const Region *r, MapItem *m, Piece *rest)
{
	const Var *v = m->var;
	Piece p = *rest;
	int nsub, colon;
	Var *e;

	if (v->kind != VAR_ARRAY || v->elem_arg != ARG_PTR || !p.n || p.s[0] != '[' ||
	    subscripts_end(p, &nsub, &colon) != p.n || nsub != v->ndims + 1)
		return -1;
	for (int k = 0; k < v->ndims; k++) {
		Piece one = p;
		int n1, c1;
		size_t end = 1;
		for (int depth = 1; end < p.n && depth; end++)
			depth += p.s[end] == '[' ? 1 : p.s[end] == ']' ? -1 : 0;
		one.n = end;
		if (subscripts_end(one, &n1, &c1) != one.n || c1)
			return -1;
		p = trim((Piece){p.s + end, p.at + end, p.n - end});
	}
	if (dir_has_kernel(r->dir)) {
		diag_error(m->loc, "map of '%s' on a target construct is not supported yet: map the "
		                   "section of an element of array of pointers '%s' on an enclosing "
		                   "target data construct", m->text, v->name);
		return 0;
	}
	e = arena_alloc(sizeof *e);
	*e = *v;
	e->name = arena_printf("%s%.*s", v->name, (int)(p.s - rest->s), rest->s);
	e->kind = VAR_POINTER;
	e->ndims = 1;
	e->dims[0] = -1;
	e->elem_arg = -1;
	m->var = e;
	m->base = e->name;
	*rest = p;
	return 1;
}

/* What a variable's sections must be; 0 after an error. */
int
map_check_section(Ctx *c, MapItem *m)
{
	const Var *v = m->var;

	for (int i = 0; m->member && i < v->ndeep_members; i++)
		if (!strcmp(v->deep_members[i], m->member)) {
			diag_error(m->loc, "map of '%s' is not supported yet: the elements of '%s' "
			                   "hold pointers, which would keep host addresses on the "
			                   "device (two levels of pointers)", m->text, m->base);
			return 0;
		}
	if (m->value_member) {
		if (m->ndims && !m->len[0]) {
			diag_error(m->loc, "section of member '%s' needs a length: '%s[lo:len]'",
			           m->base, m->base);
			return 0;
		}
		return 1;
	}
	if (m->member) {
		if (!m->ndims) {
			m->attached_only = 1;
			return 1;
		}
		if (m->ndims != 1 || !m->len[0]) {
			diag_error(m->loc, "section of pointer member '%s' must be one dimension with a "
			                   "length: '%s[lo:len]'", m->base, m->base);
			return 0;
		}
		return 1;
	}
	/* OpenMP 5.2 5.8.3: the pointer itself, like a scalar (its bits); of
	 * a pointer to a struct with pointer members too, whose members
	 * nothing attaches (attaches.c) */
	if (v->kind == VAR_POINTER && !m->ndims && v->ndims > 1) {
		diag_error(m->loc, "map of pointer '%s' itself (not an array section) is not "
		                   "supported yet for a pointer to arrays; write '%s[0:n]' to map "
		                   "the data it points to", m->text, m->text);
		return 0;
	}
	if (v->kind == VAR_POINTER && m->ndims && !m->len[0]) {
		diag_error(m->loc, "array section of pointer '%s' needs a length", v->name);
		return 0;
	}
	if (v->kind == VAR_SCALAR && m->ndims) {
		diag_error(m->loc, "array section of scalar '%s'", v->name);
		return 0;
	}
	if (m->ndims > v->ndims) {
		diag_error(m->loc, "'%s' has %d subscripts, but '%s' has %d dimensions", m->text,
		           m->ndims, v->name, v->ndims);
		return 0;
	}
	if (!m->stride && !contiguous(c, m)) {
		diag_error(m->loc, "non-contiguous array section '%s' is not supported yet: after the "
		                   "first dimension whose length is not 1, sections must span whole "
		                   "dimensions, written [0:extent] or [:] with literals or macros",
		           m->text);
		return 0;
	}
	return 1;
}

static void map_item(Ctx *c, Region *r, Piece it, int type, const char *mapper, int plain,
                     size_t *cap);

/* An item a mapper maps (mappers.c): the struct itself (plain) is mapped
 * without it.  Of target update, only those it moves. */
static void
map_mapper_item(Ctx *c, Region *r, Piece it, int type, int plain, size_t *cap)
{
	if (r->dir == DIR_TARGET_UPDATE && (type & MAP_TOFROM) == MAP_ALLOC)
		return;
	map_item(c, r, it, type, NULL, plain, cap);
}

/* The struct variables kernel region r maps as their type's default
 * mapper says (mappers_implicit), as map items. */
void
map_implicit(Ctx *c, Region *r)
{
	mappers_implicit(c, r, map_mapper_item);
}

/* var, var[lo:len]..., s.p[lo:len], ps->p[lo:len], rows[i].p[lo:len];
 * a struct variable, or a section of structs, that a mapper maps
 * (mapper set: mapper(id), else the default one of its type; plain:
 * none). */
/* The length of a qualified name at p's start, `ns::C::v` or `::v`, or
 * 0 (C++ only). */
static size_t
qualified_len(Ctx *c, Piece p)
{
	size_t n = 0, k;
	int parts = 0;

	if (!c->u->cxx)
		return 0;
	if (p.n > 2 && p.s[0] == ':' && p.s[1] == ':')
		n = 2, parts = 1;
	while ((k = ident_len((Piece){p.s + n, p.at + (unsigned)n, p.n - n}))) {
		n += k;
		parts++;
		if (n + 2 >= p.n || p.s[n] != ':' || p.s[n + 1] != ':')
			break;
		n += 2;
	}
	return parts > 1 && k ? n : 0;
}

/* A list item naming a static data member or a namespace's variable by
 * its qualified name, name: its Var (cxx_statics.c), NULL after an
 * error. */
static Var *
qualified_var(Ctx *c, Region *r, const char *name, Loc loc)
{
	Decl *d = cxx_qualified_decl(c, name);
	Var *v;

	if (!d) {
		diag_error(loc, "map of '%s' is not supported yet: a qualified name must be the full "
		                "name of a static data member or of a namespace's variable", name);
		return NULL;
	}
	if (!(v = captures_var(c, d, loc)) || cxx_bind_hides(c, r, d, v, loc))
		return NULL;
	return v;
}

static void
map_item(Ctx *c, Region *r, Piece it, int type, const char *mapper, int plain, size_t *cap)
{
	MapItem m = {0};
	size_t q = qualified_len(c, it), id = q ? q : ident_len(it);
	Piece rest;

	m.loc = cx_loc(c, it.at);
	m.type = type;
	m.text = str(it);
	rest = trim((Piece){it.s + id, it.at + id, it.n - id});
	if (!id || (rest.n && rest.s[0] != '[' && rest.s[0] != '.' && rest.s[0] != '-')) {
		diag_error(m.loc, "map of '%s' is not supported yet: only variables, array "
		                  "sections 'a[lo:len]' and sections of struct members 's.p[lo:len]' "
		                  "can be mapped", m.text);
		return;
	}
	const char *name = arena_strndup(it.s, id);
	int member = 0;
	if (q)
		m.var = qualified_var(c, r, name, m.loc);
	else if ((m.var = cxx_this_item(c, r, name, &member, m.loc)) && member) /* m: this->m */
		rest = (Piece){arena_printf("->%s%.*s", name, (int)rest.n, rest.s), it.at, rest.n + id + 2};
	else if (!m.var)
		m.var = clause_var(c, r, name, it.at);
	if (!m.var)
		return;
	m.base = m.var->name;
	if (!rest.n && !plain) {
		if (mappers_apply(c, r, m.var, it, mapper, type, map_mapper_item, cap))
			return;
	} else if (rest.n && rest.s[0] == '[' && !plain &&
	           !mappers_elements(c, r, m.var, it, id, mapper, type, map_mapper_item, cap)) {
		return;
	}
	if (rest.n && rest.s[0] != '[' && !member_item(c, r, &m, &rest))
		return;
	if (!pointer_element_item(r, &m, &rest))
		return;
	int nsub, colon;
	size_t end = subscripts_end(rest, &nsub, &colon);
	if (rest.n && rest.s[0] == '[' && end < rest.n &&
	    (rest.s[end] == '.' || rest.s[end] == '-') &&
	    !element_item(&m, &rest, end, nsub, colon))
		return;
	if (!map_section_dims(&m, rest)) {
		diag_error(m.loc, "map of '%s' is not supported yet: only variables, array "
		                  "sections 'a[lo:len]' and sections of struct members 's.p[lo:len]' "
		                  "can be mapped", m.text);
		return;
	}
	if (!map_check_section(c, &m))
		return;
	if (m.stride && (r->dir != DIR_TARGET_UPDATE || m.value_member || m.elem ||
	                 (!m.len[0] && m.var->dims[0] <= 0))) {
		diag_error(m.loc, "strided section '%s' is not supported yet: only in the to and from "
		                  "clauses of target update, of an array, a pointer or a pointer member", m.text);
		return;
	}
	m.covers_struct = !m.member && !m.value_member && !m.elem &&
	                  (m.var->kind == VAR_POINTER ? m.ndims == 1 && is_value(c, m.lo[0], 0) &&
	                                                    is_value(c, m.len[0], 1)
	                                              : !m.ndims);
	/* the pointer and a section of what it points to: the pointer is
	 * attached to the section (OpenMP 5.2 5.8.3), which is what device
	 * code reads through it; the section's map stands for both */
	for (int i = 0; m.var->kind == VAR_POINTER && !m.member && i < r->data.nmaps; i++)
		if (r->data.maps[i].var == m.var && !r->data.maps[i].member && !r->data.maps[i].ndims != !m.ndims) {
			if (!m.ndims)
				return;
			r->data.maps[i] = m;
			return;
		}
	VEC_PUSH(r->data.maps, r->data.nmaps, *cap, m);
}

/* The modifiers of target update's to(...) and from(...), OpenMP 5.1
 * 2.14.6: present and mapper(id), in any order, with or without commas;
 * MAP_PRESENT or 0, or -1 after an error. */
static int
motion_modifiers(Ctx *c, const Clause *cl, Piece p, const char **mapper)
{
	Piece words[4];
	int n = split(p, ',', words, 4), flags = 0;

	if (n == 1 && memchr(p.s, ' ', p.n) && !memchr(p.s, '(', p.n))
		n = split(p, ' ', words, 4);
	for (int i = 0; i < n && i < 4; i++) {
		if (word_is(words[i], "present"))
			flags |= MAP_PRESENT;
		else if (!map_mapper_modifier(words[i], mapper)) {
			diag_error(cx_loc(c, words[i].at), "modifier '%s' of '%s' is not supported yet: "
			           "only present and mapper(id)", str(words[i]), clause_spelling[cl->kind]);
			return -1;
		}
	}
	return flags;
}

/* map(...), or the to(...) and from(...) of target update; with an
 * iterator modifier, each list item read as map_iterators.c says. */
void
map_decode(Ctx *c, Region *r, const Clause *cl, size_t *cap)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2], items[256];
	int type = cl->kind == CL_TO ? MAP_TO : cl->kind == CL_FROM ? MAP_FROM : MAP_TOFROM, n;
	const char *mapper = NULL;
	MapIterator iter = {0};

	if (split(all, ':', parts, 2) == 2) {
		if (!map_iterator_modifier(c, &parts[0], &iter))
			return;
		if (!parts[0].n) {
			/* iterator(...) alone: the default map type */
		} else if (cl->kind != CL_MAP) {
			/* to(present, mapper(id): list), from(...) */
			int flags = motion_modifiers(c, cl, parts[0], &mapper);
			if (flags < 0)
				return;
			type |= flags;
		} else {
			type = map_type(c, parts[0], &mapper);
			if (type < 0)
				return;
		}
		all = parts[1];
	}
	n = split(all, ',', items, 256);
	if (n > 256) {
		diag_error(cl->loc, "more than 256 list items in one map clause");
		return;
	}
	for (int i = 0; i < n; i++) {
		Piece item = items[i];
		if (iter.name) {
			const char *text = map_iterator_item(c, &iter, item, r->dir);
			if (!text)
				continue;
			item = (Piece){text, item.at, strlen(text)};
		}
		map_item(c, r, item, type, mapper, 0, cap);
	}
}

static int
same_text(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* A pointer member mapped alone (map(alloc: s.p)) with a section of
 * what it points to on the same construct (map(to: s.p[:n])): the member
 * is attached to the section (OpenMP 5.2 5.8.3), whose map stands for
 * both.  Alone, it is an error. */
void
map_attached(Region *r)
{
	for (int i = 0; i < r->data.nmaps; i++) {
		const MapItem *m = &r->data.maps[i];
		int sectioned = 0;
		if (!m->attached_only)
			continue;
		for (int j = 0; j < r->data.nmaps && !sectioned; j++) {
			const MapItem *o = &r->data.maps[j];
			sectioned = o->var == m->var && o->ndims == 1 && same_text(o->member, m->member) &&
			            same_text(o->elem, m->elem) && same_text(o->base, m->base);
		}
		if (!sectioned)
			diag_error(m->loc, "section of pointer member '%s' must be one dimension with a "
			                   "length: '%s[lo:len]'", m->base, m->base);
		memmove(&r->data.maps[i], &r->data.maps[i + 1], (size_t)(r->data.nmaps - i - 1) * sizeof *m);
		r->data.nmaps--;
		i--;
	}
}

/* One list item in several map clauses of a construct (map(alloc: x)
 * map(to: x)): one map whose type is their union (OpenMP 5.2 5.8.3, as
 * clang and gcc do); mapped in order, the second would find the first's
 * storage present and copy nothing. */
void
map_merge(Region *r)
{
	for (int i = 0; i < r->data.nmaps; i++) {
		MapItem *m = &r->data.maps[i];
		for (int j = i + 1; j < r->data.nmaps; j++) {
			const MapItem *o = &r->data.maps[j];
			int same = o->var == m->var && !m->implicit && !o->implicit &&
			           !((m->type | o->type) & (MAP_DELETE | MAP_ATTACH)) &&
			           same_text(m->base, o->base) && same_text(m->member, o->member) &&
			           same_text(m->elem, o->elem) && m->ndims == o->ndims;
			for (int k = 0; same && k < m->ndims; k++)
				same = same_text(m->lo[k], o->lo[k]) && same_text(m->len[k], o->len[k]);
			if (!same)
				continue;
			m->type |= o->type;
			memmove(&r->data.maps[j], &r->data.maps[j + 1], (size_t)(r->data.nmaps - j - 1) * sizeof *o);
			r->data.nmaps--;
			j--;
		}
	}
}

