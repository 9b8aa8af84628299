/* User-defined mappers (OpenMP 5.0 2.19.7.3, 5.2 5.8.8):
 *     #pragma omp declare mapper([id:] type var) map(...) ...
 *
 * mappers_read records each declare mapper directive: its identifier
 * (NULL for the default mapper of its type), the struct type it names
 * and the text of its map clauses.  A map list item that is a struct
 * variable (map(mapper(id), tofrom: s), or any map of a struct whose
 * type has a default mapper, and the struct a kernel region uses
 * without a map clause) is replaced by the list items the mapper's map
 * clauses name, var standing for the item: `map(v, v.data[0:v.len])`
 * applied to s is map(s) and map(s.data[0:s.len]), which map_items.c
 * reads as any struct and pointer member section (the member's device
 * copy attached).  Each item's map type is the construct's combined
 * with the mapper's (5.2 5.8.8's table): to with from is alloc, tofrom
 * takes the other.  The item naming var itself is mapped without the
 * mapper; a value member the same mapper maps with its whole struct is
 * inside it.
 *
 * A struct's members whose types have default mappers are mapped as
 * those say, beyond the struct's storage, whether or not the struct has
 * a mapper of its own (map_members).  An array or a section of structs
 * (of an array, or through a pointer) is mapped as it is, then each
 * element as its mapper says, `vs[k]` standing for var: the section's
 * bounds must be constants, each element having its own map items
 * (map_elements); a section of another length is an error.
 */
#include <stdio.h>
#include <string.h>

#include "pieces.h"

typedef struct Mapper {
	const char *id;       /* NULL: the default mapper of its type */
	CXType type;          /* canonical struct type */
	const char *var;      /* the name its clauses give the struct */
	Piece *maps;          /* the map clauses' arguments, without an
	                         iterator modifier */
	MapIterator *iters;   /* each one's iterator (name NULL: none) */
	int nmaps;
	unsigned at;          /* the directive: a mapper applies after it */
	Loc loc;
} Mapper;


typedef struct Named {
	const char *name;
	int tag;              /* `struct name` */
	int cxx;              /* a class's name is a type's (C++) */
	CXType type;
} Named;

static enum CXChildVisitResult
find_type(CXCursor cur, CXCursor parent, CXClientData data)
{
	Named *w = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (strcmp(cx_take_string(clang_getCursorSpelling(cur)), w->name))
		return CXChildVisit_Continue;
	if ((k == CXCursor_TypedefDecl || k == CXCursor_TypeAliasDecl) && !w->tag)
		w->type = clang_getCanonicalType(clang_getTypedefDeclUnderlyingType(cur));
	else if ((k == CXCursor_StructDecl && (w->tag || w->cxx)) ||
	         (k == CXCursor_ClassDecl && w->cxx))
		w->type = clang_getCanonicalType(clang_getCursorType(cur));
	else
		return CXChildVisit_Continue;
	return CXChildVisit_Break;
}

/* The struct type a mapper names: `T` (a typedef; in C++ an alias or a
 * class's name) or `struct tag` (in C++ `class tag` too), declared at
 * file scope. */
static CXType
type_named(Ctx *c, Piece p)
{
	Named w = {NULL, 0, c->u->cxx, {CXType_Invalid, {0, 0}}};

	p = trim(p);
	if (p.n > 7 && !strncmp(p.s, "struct", 6) && isspace((unsigned char)p.s[6])) {
		w.tag = 1;
		p = trim((Piece){p.s + 7, p.at + 7, p.n - 7});
	} else if (w.cxx && p.n > 6 && !strncmp(p.s, "class", 5) && isspace((unsigned char)p.s[5])) {
		w.tag = 1;
		p = trim((Piece){p.s + 6, p.at + 6, p.n - 6});
	}
	w.name = str(p);
	clang_visitChildren(clang_getTranslationUnitCursor(c->tu), find_type, &w);
	return w.type;
}

/* The map clauses after the head, map(...) map(...): their arguments. */
/* A map clause's arguments without their iterator modifier, its text
 * blanked (the list keeps its offsets), into *args, the iterator into
 * *it; 0 after an error. */
static int
without_iterator(Ctx *c, Piece *args, MapIterator *it)
{
	Piece parts[2];

	it->name = NULL;
	if (split(*args, ':', parts, 2) != 2)
		return 1;
	if (!map_iterator_modifier(c, &parts[0], it))
		return 0;
	if (!it->name)
		return 1;
	char *text = arena_strndup(args->s, args->n);
	size_t list = (size_t)(parts[1].s - args->s);
	memset(text, ' ', list);
	if (parts[0].n) {
		memcpy(text, parts[0].s, parts[0].n);
		text[parts[0].n] = ':';
	}
	*args = (Piece){text, args->at, args->n};
	return 1;
}

static int
read_clauses(Ctx *c, Mapper *m, Piece rest, Loc loc)
{
	size_t cap = 0, icap = 0;

	while ((rest = trim(rest)).n) {
		size_t id = ident_len(rest), close, depth = 0;
		if (id != 3 || strncmp(rest.s, "map", 3))
			break;
		for (close = 3; close < rest.n; close++) {
			depth += rest.s[close] == '(';
			if (rest.s[close] == ')' && --depth == 0)
				break;
		}
		if (close == rest.n)
			break;
		size_t open = 3;
		while (rest.s[open] != '(')
			open++;
		Piece args = trim((Piece){rest.s + open + 1, rest.at + open + 1, close - open - 1});
		MapIterator it;
		if (!without_iterator(c, &args, &it))
			return 0;
		int n = m->nmaps;
		VEC_PUSH(m->iters, n, icap, it);
		VEC_PUSH(m->maps, m->nmaps, cap, args);
		rest = (Piece){rest.s + close + 1, rest.at + close + 1, rest.n - close - 1};
	}
	if (rest.n || !m->nmaps) {
		(void)c;
		diag_error(loc, "'#pragma omp declare mapper' with clauses other than map is not "
		                "supported yet");
		return 0;
	}
	return 1;
}

/* ([id:] type var) map(...)...: a mapper, or an error. */
static void
mappers_read(Ctx *c, const Pragma *p)
{
	const char *text = cx_text(c, p->clauses_at, p->text_end);
	Piece all = trim((Piece){text, p->clauses_at, strlen(text)}), head[2];
	Mapper m = {0};
	size_t close, depth = 0, end;

	m.loc = cx_loc(c, p->begin);
	m.at = p->begin;
	for (close = 0; close < all.n; close++) {
		depth += all.s[close] == '(';
		if (all.s[close] == ')' && --depth == 0)
			break;
	}
	if (!all.n || all.s[0] != '(' || close == all.n)
		return; /* clang has reported it */
	Piece inner = {all.s + 1, all.at + 1, close - 1};
	if (split(inner, ':', head, 2) == 2) {
		m.id = str(head[0]);
		inner = head[1];
	}
	inner = trim(inner);
	for (end = inner.n; end > 0 && (isalnum((unsigned char)inner.s[end - 1]) ||
	                                inner.s[end - 1] == '_');)
		end--;
	m.var = arena_strndup(inner.s + end, inner.n - end);
	m.type = type_named(c, (Piece){inner.s, inner.at, end});
	if (m.type.kind != CXType_Record || !*m.var) {
		diag_error(m.loc, "'#pragma omp declare mapper' of a type other than a struct is not "
		                  "supported yet");
		return;
	}
	if (!m.id || !strcmp(m.id, "default"))
		m.id = NULL;
	if (!read_clauses(c, &m, (Piece){all.s + close + 1, all.at + close + 1, all.n - close - 1},
	                  m.loc))
		return;
	VEC_PUSH(c->mappers, c->nmappers, c->capmappers, m);
}

/* The mapper id names for type t (NULL: the default one), declared
 * before at; NULL for none. */
static const Mapper *
find(const Ctx *c, const char *id, CXType t, unsigned at)
{
	const Mapper *best = NULL;

	for (size_t i = 0; i < c->nmappers; i++) {
		const Mapper *m = &c->mappers[i];
		if (m->at < at && clang_equalTypes(m->type, t) &&
		    (id ? m->id && !strcmp(m->id, id) : !m->id))
			best = m;
	}
	return best;
}

/* The canonical type of v's declaration at r's directive (of what a
 * reference refers to); its element type for an array or what a pointer
 * points to (*elem set). */
static CXType
type_of(Ctx *c, const Region *r, const Var *v, int *elem)
{
	Decl *d = scan_var_decl(c, v, r->src.pragma_begin);
	CXType t = {CXType_Invalid, {0, 0}};

	*elem = 0;
	if (!d)
		return t;
	/* (a C++ reference maps what it refers to) */
	t = clang_getCanonicalType(clang_getNonReferenceType(clang_getCursorType(d->cursor)));
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
	       t.kind == CXType_VariableArray || t.kind == CXType_Pointer) {
		t = clang_getCanonicalType(t.kind == CXType_Pointer ? clang_getPointeeType(t)
		                                                    : clang_getArrayElementType(t));
		*elem = 1;
	}
	return t;
}

/* OpenMP 5.2 5.8.8: the map type of a mapper's item, the construct's
 * type being type; the modifiers of both hold (always, present). */
static int
combine(int type, int mapper)
{
	int flags = (type & (MAP_DELETE | MAP_ALWAYS | MAP_PRESENT)) |
	            (mapper & (MAP_ALWAYS | MAP_PRESENT)),
	    t = type & MAP_TOFROM;

	mapper &= MAP_TOFROM;

	if (type & MAP_DELETE || t == MAP_ALLOC || t == MAP_TOFROM)
		return (t == MAP_TOFROM ? mapper : MAP_ALLOC) | flags;
	if (mapper == MAP_TOFROM || mapper == t)
		return t | flags;
	return MAP_ALLOC | flags;
}

/* text with each identifier var (not a member name) replaced by item. */
static const char *
substitute(Piece text, const char *var, const char *item)
{
	Buf b = {0};
	size_t n = strlen(var);

	for (size_t i = 0; i < text.n;) {
		Piece at = {text.s + i, text.at, text.n - i};
		size_t id = (i && (isalnum((unsigned char)text.s[i - 1]) || text.s[i - 1] == '_'))
		                    ? 0
		                    : ident_len(at);
		if (!id) {
			buf_printf(&b, "%c", text.s[i++]);
			continue;
		}
		size_t k = i;
		while (k > 0 && isspace((unsigned char)text.s[k - 1]))
			k--;
		int member = k > 0 && (text.s[k - 1] == '.' ||
		                       (k > 1 && text.s[k - 1] == '>' && text.s[k - 2] == '-'));
		if (id == n && !strncmp(text.s + i, var, n) && !member)
			buf_puts(&b, item);
		else
			buf_printf(&b, "%.*s", (int)id, text.s + i);
		i += id;
	}
	return b.s ? b.s : "";
}

/* Is p, a mapper's item, the var itself, or a member that is no pointer
 * member's section (inside the struct that var maps)? */
static int
item_kind(const Mapper *m, Piece p)
{
	size_t id = ident_len(p);

	if (id != strlen(m->var) || strncmp(p.s, m->var, id))
		return 0;
	return id == p.n ? 1 : memchr(p.s, '[', p.n) ? 0 : 2;
}

/* The list items a mapper maps for item (a struct variable's name) on
 * construct r, each given to add with its map type; 0 after an error. */
/* The map type of the mapper's clause i, and its list into *list. */
static int
clause_type(Ctx *c, const Mapper *m, int i, Piece *list)
{
	Piece parts[2];

	*list = m->maps[i];
	if (split(*list, ':', parts, 2) != 2)
		return MAP_TOFROM;
	*list = parts[1];
	return map_type_of_text(c, parts[0]);
}

/* The map type the mapper gives var itself, or -1 if it maps no item
 * that is var alone. */
static int
whole_type(Ctx *c, const Mapper *m)
{
	int whole = -1;

	for (int i = 0; i < m->nmaps; i++) {
		Piece list, items[256];
		int t = clause_type(c, m, i, &list);
		for (int k = 0, n = split(list, ',', items, 256); k < n && k < 256; k++)
			if (item_kind(m, items[k]) == 1 && t >= 0)
				whole = whole < 0 ? t : whole | t;
	}
	return whole;
}

/* The list items mapper m maps for item (a struct variable's name) on
 * construct r, each given to add with its map type; 0 after an error. */
static int
expand(Ctx *c, Region *r, const Mapper *m, const char *item, int type, unsigned at,
       MapperAdd add, size_t *cap, int inside)
{
	int whole = whole_type(c, m);

	for (int i = 0; i < m->nmaps; i++) {
		Piece list, items[256];
		int mtype = clause_type(c, m, i, &list);
		if (mtype < 0)
			return 0;
		for (int k = 0, n = split(list, ',', items, 256); k < n && k < 256; k++) {
			int kind = item_kind(m, items[k]);
			if (inside && kind)
				continue; /* a member's storage: its struct's */
			if (kind == 2 && whole >= 0 && (mtype & MAP_TOFROM & ~whole)) {
				diag_error(cx_loc(c, at), "mapper of '%s': member '%s' has a map type "
				           "its struct's own map item lacks: not supported yet", item,
				           str(items[k]));
				return 0;
			}
			if (kind == 2 && whole >= 0)
				continue; /* inside the struct that var maps */
			Piece one = items[k];
			if (m->iters[i].name) {
				const char *t = map_iterator_item(c, &m->iters[i], one, r->dir);
				if (!t)
					return 0;
				one = (Piece){t, one.at, strlen(t)};
			}
			const char *text = substitute(one, m->var, item);
			add(c, r, (Piece){text, at, strlen(text)}, combine(type, mtype), kind == 1, cap);
		}
	}
	return 1;
}

typedef struct Members {
	Ctx *c;
	Region *r;
	const char *item;     /* the struct whose members are visited */
	int type;             /* its map type */
	unsigned at;          /* the directive */
	Piece it;             /* the list item, for messages */
	MapperAdd *add;
	size_t *cap;
	int depth, ok;
} Members;

static CXType
record_within(CXType t)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return t;
}

/* A member of w->item: where its type has a default mapper, the items
 * the mapper maps for it beyond its storage (its pointer members'
 * sections); else its own members, of a struct member. */
static enum CXVisitorResult
member_mappers(CXCursor field, CXClientData data)
{
	Members *w = data;
	CXType ft = clang_getCanonicalType(clang_getCursorType(field)), t = record_within(ft);
	const char *name = cx_take_string(clang_getCursorSpelling(field)), *saved = w->item;
	const Mapper *m;

	if (t.kind != CXType_Record)
		return CXVisit_Continue;
	/* an anonymous struct's or union's members are the struct's */
	w->item = *name ? arena_printf("%s.%s", saved, name) : saved;
	if ((m = find(w->c, NULL, t, w->at)) && ft.kind != CXType_Record) {
		diag_error(cx_loc(w->c, w->it.at), "'%s' has a member '%s', an array whose element "
		           "type has a default 'declare mapper': mappers of the elements of a member "
		           "are not supported yet", str(w->it), name);
		w->ok = 0;
	} else if (m)
		w->ok = expand(w->c, w->r, m, w->item, w->type, w->it.at, w->add, w->cap, 1);
	else if (w->depth < 8 && ft.kind == CXType_Record) {
		w->depth++;
		clang_Type_visitFields(t, member_mappers, w);
		w->depth--;
	}
	w->item = saved;
	return w->ok ? CXVisit_Continue : CXVisit_Break;
}

/* Struct item of type t, mapped whole with map type type: its members
 * (at any depth) whose type has a default mapper are mapped as that
 * mapper says, beyond their storage, which the struct's map holds
 * (OpenMP 5.0 2.19.7.3: a default mapper applies to every map of its
 * type, the members a struct's map maps included).  0 after an error. */
static int
map_members(Ctx *c, Region *r, CXType t, const char *item, int type, Piece it, MapperAdd add,
            size_t *cap)
{
	Members w = {c, r, item, type, r->src.pragma_begin, it, add, cap, 0, 1};

	if (!c->nmappers || t.kind != CXType_Record)
		return 1;
	clang_Type_visitFields(t, member_mappers, &w);
	return w.ok;
}

/* Does struct type t have a member (at any depth) whose type has a
 * default mapper? */
static enum CXVisitorResult
has_member_mapper(CXCursor field, CXClientData data)
{
	Members *w = data;
	CXType t = record_within(clang_getCursorType(field));

	if (t.kind != CXType_Record)
		return CXVisit_Continue;
	if (find(w->c, NULL, t, w->at))
		w->ok = 1;
	else if (w->depth < 8) {
		w->depth++;
		clang_Type_visitFields(t, has_member_mapper, w);
		w->depth--;
	}
	return w->ok ? CXVisit_Break : CXVisit_Continue;
}

static int
member_mapped(Ctx *c, CXType t, unsigned at)
{
	Members w = {c, NULL, NULL, 0, at, {0}, NULL, NULL, 0, 0};

	if (c->nmappers && t.kind == CXType_Record)
		clang_Type_visitFields(t, has_member_mapper, &w);
	return w.ok;
}

#define MAX_ELEMENTS 64

/* The struct elements of list item it, an array or a section of
 * structs: its storage as it is (mapped without a mapper), then each of
 * its n elements from lo, `base[k]`, beyond its storage, as mapper m
 * says (OpenMP 5.2 5.8.8: a mapper of the elements' type applies to
 * each element).  n must be a constant: each element has its own map
 * items.  Elements whose members have mappers are an error.  0 after an
 * error. */
static int
map_elements(Ctx *c, Region *r, const Mapper *m, CXType t, Piece it, const char *base, long lo,
             long n, int type, MapperAdd add, size_t *cap)
{
	int whole = m ? whole_type(c, m) : -1;

	if (member_mapped(c, t, r->src.pragma_begin)) {
		/* map_items.c reads no section of an element's member's member */
		diag_error(cx_loc(c, it.at), "the elements of '%s' have members whose types have a "
		           "default 'declare mapper': mappers of the members of elements are not "
		           "supported yet", str(it));
		return 0;
	}
	if (n < 0 || n > MAX_ELEMENTS) {
		diag_error(cx_loc(c, it.at), "'declare mapper' of the elements of '%s' is not supported "
		           "yet: only of an array or a section of at most %d elements, its bounds "
		           "constants", str(it), MAX_ELEMENTS);
		return 0;
	}
	add(c, r, it, m && whole >= 0 ? combine(type, whole) : type, 1, cap);
	for (long k = lo; k < lo + n; k++) {
		const char *el = arena_printf("%s[%ld]", base, k);
		if (!expand(c, r, m, el, type, it.at, add, cap, 1))
			return 0;
	}
	return 1;
}

/* The number of elements of v, an array of structs of one dimension
 * (or a reference to one); -1 for anything else. */
static long
array_count(Ctx *c, const Region *r, const Var *v)
{
	Decl *d = scan_var_decl(c, v, r->src.pragma_begin);
	CXType t;

	if (!d)
		return -1;
	t = clang_getCanonicalType(clang_getNonReferenceType(clang_getCursorType(d->cursor)));
	if (t.kind != CXType_ConstantArray ||
	    clang_getCanonicalType(clang_getArrayElementType(t)).kind != CXType_Record)
		return -1;
	return (long)clang_getArraySize(t);
}

/* Map list item it of r, of variable v, named with nothing after it:
 * 1 when a mapper (mapper(id), or the default one of v's type) maps it
 * instead, its items given to add; -1 after an error; 0 when none
 * applies. */
int
mappers_apply(Ctx *c, Region *r, const Var *v, Piece it, const char *id, int type,
              MapperAdd add, size_t *cap)
{
	int elem, whole;
	CXType t = type_of(c, r, v, &elem);
	const Mapper *m = t.kind == CXType_Record ? find(c, id, t, r->src.pragma_begin) : NULL;
	int members = member_mapped(c, t, r->src.pragma_begin);

	if (!m && id) {
		diag_error(cx_loc(c, it.at), "mapper '%s' for '%s' is not declared", id, str(it));
		return -1;
	}
	if (!m && !members)
		return 0;
	if (elem) /* an array of structs, whole */
		return map_elements(c, r, m, t, it, str(it), 0, array_count(c, r, v), type, add, cap)
		               ? 1 : -1;
	if (!m) { /* the struct as it is, and its members as their mappers say */
		add(c, r, it, type, 1, cap);
		return map_members(c, r, t, str(it), type, it, add, cap) ? 1 : -1;
	}
	if (!expand(c, r, m, str(it), type, it.at, add, cap, 0))
		return -1;
	/* the members of the struct the mapper maps whole */
	whole = whole_type(c, m);
	return whole < 0 || map_members(c, r, t, str(it), combine(type, whole), it, add, cap) ? 1 : -1;
}

/* A section a[lo:len] or p[lo:len] (it, of variable v, whose name ends
 * at base) of structs whose type has a mapper (mapper(id), or the
 * default one), or has members whose types have default mappers: each
 * element mapped as they say (map_elements), the section's bounds
 * constants.  1 when none applies, the caller mapping the section; 0
 * when mapped so, or after an error. */
int
mappers_elements(Ctx *c, Region *r, const Var *v, Piece it, size_t base, const char *id, int type,
                 MapperAdd add, size_t *cap)
{
	int elem;
	CXType t = type_of(c, r, v, &elem);
	const Mapper *m = t.kind == CXType_Record ? find(c, id, t, r->src.pragma_begin) : NULL;
	Piece sub = trim((Piece){it.s + base, it.at + (unsigned)base, it.n - base}), bounds[3];
	long lo = 0, n = -1, count = array_count(c, r, v);
	int nb = 0;

	size_t close = 0;

	for (int depth = 0; close < sub.n; close++)
		if ((depth += (sub.s[close] == '[') - (sub.s[close] == ']')) == 0)
			break;
	/* not a section of the structs themselves: an element's member */
	if (close + 1 < sub.n || !elem || (!m && !member_mapped(c, t, r->src.pragma_begin)))
		return 1;
	/* one subscript of constants: [lo:len], [:len], [lo:] of an array, [k] */
	if (sub.n > 2 && sub.s[0] == '[' && sub.s[sub.n - 1] == ']' && !memchr(sub.s + 1, '[', sub.n - 2))
		nb = split((Piece){sub.s + 1, sub.at + 1, sub.n - 2}, ':', bounds, 3);
	if ((nb == 1 || nb == 2) && (!bounds[0].n || clause_constant(c, str(bounds[0]), &lo))) {
		if (nb == 1)
			n = bounds[0].n ? 1 : -1;
		else if (!bounds[1].n)
			n = count >= 0 ? count - lo : -1;
		else if (!clause_constant(c, str(bounds[1]), &n))
			n = -1;
	}
	map_elements(c, r, m, t, it, arena_strndup(it.s, base), lo, n, type, add, cap);
	return 0;
}

/* The struct variables a kernel region uses without a map clause
 * (OpenMP 5.2 5.8.9 maps them tofrom) whose type has a default mapper:
 * mapped as it says, its items given to add. */
void
mappers_implicit(Ctx *c, Region *r, MapperAdd add)
{
	size_t cap = (size_t)r->data.nmaps;

	if (!c->nmappers || !dir_has_kernel(r->dir))
		return;
	for (int i = 0; i < r->ncaps; i++) {
		Var *v = r->caps[i];
		int mapped = v->kind == VAR_POINTER, elem; /* a zero-length section */
		for (int k = 0; k < r->data.nmaps; k++)
			mapped |= r->data.maps[k].var == v;
		for (int k = 0; k < r->data.nfirstprivates; k++)
			mapped |= r->data.firstprivates[k] == v;
		for (int k = 0; k < r->data.nprivates; k++)
			mapped |= r->data.privates[k] == v;
		if (mapped)
			continue;
		CXType t = type_of(c, r, v, &elem);
		const Mapper *m = t.kind == CXType_Record ? find(c, NULL, t, r->src.pragma_begin) : NULL;
		Piece it = {v->name, r->src.pragma_begin, strlen(v->name)};
		int whole;
		if (!m && !member_mapped(c, t, r->src.pragma_begin))
			continue;
		if (elem) /* an array of structs */
			map_elements(c, r, m, t, it, v->name, 0, array_count(c, r, v), MAP_TOFROM, add,
			             &cap);
		else if (!m) { /* the struct as it is, and its members as their mappers say */
			add(c, r, it, MAP_TOFROM, 1, &cap);
			map_members(c, r, t, v->name, MAP_TOFROM, it, add, &cap);
		} else if (expand(c, r, m, v->name, MAP_TOFROM, r->src.pragma_begin, add, &cap, 0) &&
		           (whole = whole_type(c, m)) >= 0)
			map_members(c, r, t, v->name, combine(MAP_TOFROM, whole), it, add, &cap);
	}
}

/* The declare mapper directives of the unit, before its regions are
 * read (a unit's mappers are its own). */
void
mappers_read_all(Ctx *c, const Pragma *ps, int n)
{
	c->mappers = NULL;
	c->nmappers = c->capmappers = 0;
	for (int i = 0; i < n; i++)
		if (ps[i].name && !strcmp(ps[i].name, "declare mapper"))
			mappers_read(c, &ps[i]);
}
