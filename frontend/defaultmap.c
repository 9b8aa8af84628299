/* The defaultmap clause (OpenMP 5.2 5.8.7): how a kernel region treats
 * the variables it uses without a data-sharing attribute or a map clause
 * naming them, per category (scalar, aggregate, pointer).  Without the
 * clause, or with `default`, OpenMP 5.2 5.8.9's rules hold, which
 * lowering applies (lowering/maps.c).  Otherwise, for each such variable:
 *
 *   alloc, to, from, tofrom  a map item of that type, as if written in a
 *                            map clause (marked implicit): a scalar is
 *                            then passed by reference, and a one-thread
 *                            region writes it back;
 *   present                  map(present, alloc: v) (OpenMP 5.1
 *                            2.21.7.3): the runtime stops the program
 *                            when v is not present on the device;
 *   firstprivate             a scalar or struct is passed by value (what
 *                            5.8.9 does anyway), an array is firstprivate
 *                            (a copy per thread or team), a pointer keeps
 *                            its value: it must hold a device address;
 *   none                     an error at its first use (clang reports
 *                            these first; this is the back stop).
 *
 * A pointer mapped by a map type is the pointer itself, not what it
 * points to (OpenMP 5.2 5.8.3): its bits, like a scalar's
 * (region_maps_pointer; map_pointers_check warns where the region
 * dereferences it before storing a device address).  A scalar a parallel
 * loop writes cannot come back from every thread: an error, unless it is
 * a reduction's or atomic constructs update it.  (A teams region's
 * initial threads share the device copy: see lowering/lower.c.)
 *
 * Without the clause, a struct the region writes is mapped tofrom, as
 * OpenMP 5.2 5.8.9 says (one it only reads is passed by value, which is
 * the same).  A has_device_addr scalar is its device copy, which a
 * parallel loop's threads each read into their own: one such a loop
 * writes is an error too, under the same exceptions.
 *
 * Requires the region's captures, clauses and atomics read.  Guarantees:
 * r->data.maps, r->data.firstprivates and r->data.device_ptrs hold what it adds.
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

static const char *const behaviors[] = {"default", "alloc", "to", "from", "tofrom",
                                        "firstprivate", "none", "present"};
static const int map_types[] = {0, MAP_ALLOC, MAP_TO, MAP_FROM, MAP_TOFROM, 0, 0,
                                 MAP_ALLOC | MAP_PRESENT};

static int
category(const Var *v)
{
	if (v->kind == VAR_POINTER)
		return CAT_POINTER;
	return v->kind == VAR_ARRAY || v->arg == ARG_RECORD ? CAT_AGGREGATE : CAT_SCALAR;
}

/* Does a clause of r give v a data-sharing attribute on the target
 * construct, or map it?  A map of a struct's member maps the struct too.
 * A shared clause does not count: on a combined construct it applies to
 * the leaves that take it, teams and parallel (OpenMP 5.2 17.2), not to
 * target, whose data environment defaultmap decides (5.8.7). */
static int
explicit_attr(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v)
			return 1;
	for (int i = 0; i < r->data.nreductions; i++)
		if (r->data.reductions[i].var == v)
			return 1;
	return var_listed(r->data.privates, r->data.nprivates, v) ||
	       var_listed(r->data.firstprivates, r->data.nfirstprivates, v) ||
	       var_listed(r->data.device_ptrs, r->data.ndevice_ptrs, v) ||
	       var_listed(r->data.device_addrs, r->data.ndevice_addrs, v);
}

static int
is_ident(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_';
}

/* Where the region's code first names v (not as a member after . or ->);
 * the directive (and found 0) when only a clause names it. */
static Loc
first_use(Ctx *c, const Region *r, const Var *v, int *found)
{
	const char *s = c->u->src;
	size_t n = strlen(v->name);

	for (unsigned i = r->src.stmt_begin; i + n <= r->src.stmt_end; i++) {
		if (strncmp(s + i, v->name, n) || is_ident(s[i + n]) || is_ident(s[i - 1]))
			continue;
		unsigned k = i;
		while (k > r->src.stmt_begin && isspace((unsigned char)s[k - 1]))
			k--;
		if (s[k - 1] == '.' || (s[k - 1] == '>' && s[k - 2] == '-'))
			continue;
		*found = 1;
		return cx_loc(c, i);
	}
	*found = 0;
	return r->loc;
}

typedef struct Writes {
	Ctx *c;
	const Region *r;
	const Var *v;
	unsigned at;          /* the first write not in an atomic construct */
} Writes;

static enum CXChildVisitResult
writes_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Writes *w = data;
	CXCursor lhs, decl;
	unsigned b, e;

	(void)parent;
	if (w->at || !cx_write_of(cur, &lhs) || !cx_written_var(lhs, &decl))
		return CXChildVisit_Recurse;
	cx_extent(cur, &b, &e);
	for (int i = 0; i < w->r->dev.natomics; i++)
		if (w->r->dev.atomics[i].begin <= b && b < w->r->dev.atomics[i].end)
			return CXChildVisit_Recurse;
	if (!strcmp(cx_take_string(clang_getCursorSpelling(decl)), w->v->name))
		w->at = b;
	return CXChildVisit_Recurse;
}

/* Where the region's code writes scalar v other than in an atomic
 * construct, or 0. */
static unsigned
written_at(Ctx *c, const Region *r, const Var *v)
{
	Node *stmt = scan_stmt_after(c, r->src.pragma_end);
	Writes w = {c, r, v, 0};

	if (!stmt)
		return 0;
	writes_visit(stmt->cursor, clang_getNullCursor(), &w);
	clang_visitChildren(stmt->cursor, writes_visit, &w);
	return w.at;
}

/* Does expression e designate (a part of) variable v: v, v.m, v.a[i]? */
static int
designates(CXCursor e, const Var *v)
{
	CXCursor decl;

	return clang_isExpression(clang_getCursorKind(e)) && cx_written_var(e, &decl) &&
	       !strcmp(cx_take_string(clang_getCursorSpelling(decl)), v->name);
}

/* Is argument `arg` (from 0) of call `call` bound to a reference to a
 * non-const object (or, with pointers, given as a pointer to a non-const
 * one), or to a parameter of a function clang cannot name? */
static int
by_mutable_reference(CXCursor call, int arg, int pointers)
{
	CXCursor fn = clang_getCursorReferenced(call);
	CXType t;

	if (clang_Cursor_isNull(fn))
		return 1;
	if (arg >= clang_Cursor_getNumArguments(fn))
		return pointers; /* a variadic function's */
	t = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(fn, (unsigned)arg)));
	return (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference ||
	        (pointers && t.kind == CXType_Pointer)) &&
	       !clang_isConstQualifiedType(clang_getPointeeType(t));
}

typedef struct Escape {
	const Var *v;
	unsigned at;          /* the first use through which v may be written */
} Escape;

/* A use of v (the outermost expression that designates it, a child of
 * p) through which code may write it besides an assignment: its address
 * taken (&v, &v.m), an array member decaying to a pointer (but to a
 * function's pointer to const), a reference to non-const bound to it (an
 * argument, a declaration), a member function not const called on it. */
static enum CXChildVisitResult
escape_visit(CXCursor p, CXCursor parent, CXClientData data)
{
	Escape *x = data;
	CXCursor k[64];
	int n = cx_children(p, k, 64);
	enum CXCursorKind pk = clang_getCursorKind(p);

	if (n > 64)
		n = 64; /* (a block of more statements: each is visited in turn) */

	(void)parent;
	if (x->at || designates(p, x->v))
		return x->at ? CXChildVisit_Break : CXChildVisit_Recurse;
	for (int i = 0; i < n && !x->at; i++) {
		if (!designates(k[i], x->v))
			continue;
		/* an array member before its conversion to a pointer */
		CXType t = clang_getCanonicalType(clang_getCursorType(cx_strip(k[i])));
		CXType d = clang_getCanonicalType(clang_getCursorType(p));
		int array = t.kind == CXType_ConstantArray, call = pk == CXCursor_CallExpr;
		int esc = (pk == CXCursor_UnaryOperator && !strcmp(cx_operator(p), "&")) ||
		          (array && (!call || i == 0 || by_mutable_reference(p, i - 1, 1))) ||
		          (call && i > 0 && !array && by_mutable_reference(p, i - 1, 0)) ||
		          (call && i == 0 &&
		           clang_getCursorKind(clang_getCursorReferenced(p)) == CXCursor_CXXMethod &&
		           !clang_CXXMethod_isConst(clang_getCursorReferenced(p))) ||
		          (pk == CXCursor_VarDecl && d.kind == CXType_LValueReference &&
		           !clang_isConstQualifiedType(clang_getPointeeType(d)));
		if (esc)
			cx_extent(k[i], &x->at, &(unsigned){0});
	}
	return x->at ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Where the region's code may write v through a use other than an
 * assignment (escape_visit), or 0. */
static unsigned
escaped_at(Ctx *c, const Region *r, const Var *v)
{
	Node *stmt = scan_stmt_after(c, r->src.pragma_end);
	Escape x = {v, 0};

	if (stmt)
		clang_visitChildren(stmt->cursor, escape_visit, &x);
	return x.at;
}

/* Is r a parallel loop, whose threads each read a mapped scalar into a
 * copy of their own?  (In a teams region, target teams distribute
 * included, the kernel names the device copy, which the teams' initial
 * threads share: lowering/lower.c.) */
static int
loop_like(const Region *r)
{
	return dir_shape[r->dir] == SHAPE_LOOP;
}

static void
add_map(Ctx *c, Region *r, Var *v, int b)
{
	size_t cap = r->data.nmaps;
	int cat = category(v);
	unsigned at;

	if (cat == CAT_POINTER && (v->ndims > 1 || v->nptr_members)) {
		diag_error(first_use(c, r, v, &(int){0}), "defaultmap(%s: pointer) maps pointer '%s' "
		           "itself, not what it points to: not supported yet for a pointer to %s; "
		           "map a section ('map(%s: %s[0:n])')", behaviors[b], v->name,
		           v->ndims > 1 ? "arrays" : "a struct with pointer members", behaviors[b],
		           v->name);
		return;
	}
	if ((cat != CAT_AGGREGATE || v->arg == ARG_RECORD) && (map_types[b] & MAP_FROM) &&
	    loop_like(r) && (at = written_at(c, r, v))) {
		/* the loop's threads share its one device copy, as a scalar or
		 * struct a map clause brings back (defaultmap_check_scalars) */
		size_t scap = (size_t)r->uses.nloop_shared;
		VEC_PUSH(r->uses.loop_shared, r->uses.nloop_shared, scap, v);
	}
	clauses_implicit_map(r, v,
	                     r->data.defaultmap_loc[cat].line ? r->data.defaultmap_loc[cat]
	                                                 : first_use(c, r, v, &(int){0}),
	                     map_types[b], &cap);
}

/* 1 when it adds an array */
static int
add_firstprivate(Region *r, Var *v)
{
	size_t cap = r->data.nfirstprivates, dcap = r->data.ndevice_ptrs, tcap = r->data.nteam_firsts;

	if (v->kind == VAR_POINTER) /* its value, a device address */
		VEC_PUSH(r->data.device_ptrs, r->data.ndevice_ptrs, dcap, v);
	else if (v->kind == VAR_ARRAY)
		VEC_PUSH(r->data.firstprivates, r->data.nfirstprivates, cap, v);
	if (v->kind == VAR_ARRAY && r->dir == DIR_TP) /* the target construct's */
		VEC_PUSH(r->data.team_firsts, r->data.nteam_firsts, tcap, v);
	return v->kind == VAR_ARRAY;
}

/* OpenMP 5.2 5.8.9 maps a struct (not a scalar) tofrom.  A struct the
 * region only reads is passed by value, which is the same; one it writes,
 * or may write through its address, a reference or a member function
 * (escaped_at), gets its map, so that what it writes comes back (in a
 * parallel loop, its threads share the device copy: add_map). */
static void
written_structs(Ctx *c, Region *r)
{
	for (int i = 0; i < r->ncaps; i++) {
		Var *v = r->caps[i];
		unsigned at;
		if (v->arg != ARG_RECORD || v->kind != VAR_SCALAR || explicit_attr(r, v) ||
		    region_attaches(r, v) || r->data.defaultmap[CAT_AGGREGATE] != DM_DEFAULT ||
		    (!(at = written_at(c, r, v)) && !escaped_at(c, r, v)))
			continue;
		add_map(c, r, v, DM_TOFROM);
	}
}

/* Scalars of has_device_addr (OpenMP 5.2 5.4.9) a parallel loop writes. */
static void
written_device_addrs(Ctx *c, const Region *r)
{
	for (int i = 0; i < r->data.ndevice_addrs && loop_like(r); i++) {
		const Var *v = r->data.device_addrs[i];
		unsigned at;
		int red = 0;
		for (int k = 0; k < r->data.nreductions; k++)
			red |= r->data.reductions[k].var == v;
		if (v->kind == VAR_SCALAR && !red && (at = written_at(c, r, v)))
			diag_error(cx_loc(c, at), "'%s' is written in '#pragma omp %s', where each "
			           "thread reads has_device_addr scalar '%s' into a copy of its own: not "
			           "supported yet; use a reduction or atomic updates", v->name,
			           dir_spelling[r->dir], v->name);
	}
}

/* Does r run on more than one thread (of one or several teams)? */
static int
threads_share(const Region *r)
{
	return dir_shape[r->dir] == SHAPE_LOOP || dir_shape[r->dir] == SHAPE_TEAMS || r->teams.one_team;
}

/* Is v private, firstprivate or a reduction's in a region nested in r
 * around offset at? */
static int
private_around(Ctx *c, const Region *r, const Var *v, unsigned at)
{
	for (int i = 0; i < c->u->nregions; i++) {
		const Region *in = c->u->regions[i];
		if (in != r && in->src.stmt_begin <= at && at < in->src.stmt_end &&
		    r->src.stmt_begin <= in->src.stmt_begin && in->src.stmt_end <= r->src.stmt_end &&
		    explicit_attr(in, v))
			return 1;
	}
	return 0;
}

/* A scalar neither mapped nor privatized by a clause is firstprivate on
 * the target construct (OpenMP 5.2 5.8.9): one copy, which the threads of
 * the region share (implicitly shared in its teams and parallel leaves,
 * or listed in their shared clauses).  A kernel passes such scalars by
 * value, a copy per thread, where atomic updates could not meet: one that
 * atomic constructs update gets a device copy mapped to (the one copy
 * the threads share), which nothing copies back; the host fallback works
 * on a copy of its own (r->uses.fp_shared, lowering). */
static void
shared_atomics(Ctx *c, Region *r)
{
	size_t cap = (size_t)r->data.nmaps, fcap = (size_t)r->uses.nfp_shared;

	for (int i = 0; i < r->dev.natomics && threads_share(r); i++) {
		const Atomic *a = &r->dev.atomics[i];
		const Var *v = NULL;
		for (int k = 0; a->x_name && k < r->ncaps; k++)
			if (!strcmp(r->caps[k]->name, a->x_name))
				v = r->caps[k];
		if (!v || v->kind != VAR_SCALAR || v->declare_target || explicit_attr(r, v) ||
		    private_around(c, r, v, a->begin))
			continue;
		clauses_implicit_map(r, (Var *)v, a->loc, MAP_TO, &cap);
		VEC_PUSH(r->uses.fp_shared, r->uses.nfp_shared, fcap, v);
	}
}

/* Does a lastprivate or linear clause give v a copy per thread? */
static int
is_copied(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nlastprivates; i++)
		if (r->data.lastprivates[i] == v)
			return 1;
	for (int i = 0; i < r->data.nlinears; i++)
		if (r->data.linears[i].var == v)
			return 1;
	return 0;
}

static int
is_atomic_target(const Region *r, const Var *v)
{
	for (int i = 0; i < r->dev.natomics; i++)
		if (r->dev.atomics[i].x_name && !strcmp(r->dev.atomics[i].x_name, v->name))
			return 1;
	return 0;
}

static int
is_reduction(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nreductions; i++)
		if (r->data.reductions[i].var == v)
			return 1;
	return 0;
}

/* A scalar a parallel loop region maps from the device, not a reduction,
 * nor written only by atomic constructs: the loop's threads share it
 * (OpenMP 5.2 5.1.1: shared in the parallel leaf), so the kernel names
 * its one device copy for every read and write (r->uses.loop_shared).  A
 * write by several threads of different values is a race, the program's;
 * every thread setting the same flag, or one iteration writing, comes
 * back as written, as with gcc and clang.  One that atomic constructs
 * update and nothing else writes (written_at, escaped_at) each thread
 * reads into a copy of its own; its writes are atomic, to the device
 * copy.  Checked once the region's atomics are read. */
void
defaultmap_check_scalars(Ctx *c, Region *r)
{
	size_t cap = (size_t)r->uses.nloop_shared;

	for (int i = 0; i < r->data.nmaps; i++) {
		const MapItem *m = &r->data.maps[i];
		if (m->implicit) /* defaultmap has checked its writes; an in_reduction or
		                    lastprivate item's copies are combined or picked */
			continue;
		if (dir_shape[r->dir] == SHAPE_LOOP &&
		    (m->var->kind == VAR_SCALAR || (m->var->kind == VAR_POINTER && !m->ndims)) &&
		    (m->type & MAP_FROM) && !m->member && !m->var->declare_target &&
		    !is_reduction(r, m->var) && !is_copied(r, m->var) &&
		    (!is_atomic_target(r, m->var) || written_at(c, r, m->var) ||
		     escaped_at(c, r, m->var)))
			VEC_PUSH(r->uses.loop_shared, r->uses.nloop_shared, cap, m->var);
	}
}

void
defaultmap_apply(Ctx *c, Region *r)
{
	int any = 0, arrays = 0;

	if (!dir_has_kernel(r->dir))
		return;
	written_structs(c, r);
	written_device_addrs(c, r);
	for (int i = 0; i < r->uses.nunevaluated; i++)
		if (r->uses.unevaluated[i]->kind == VAR_POINTER && !explicit_attr(r, r->uses.unevaluated[i]))
			add_firstprivate(r, r->uses.unevaluated[i]);
	for (int k = 0; k < CAT_NUM; k++)
		any |= r->data.defaultmap[k] != DM_DEFAULT;
	if (!any) {
		shared_atomics(c, r);
		return;
	}
	for (int i = 0; i < r->ncaps; i++) {
		Var *v = r->caps[i];
		int b = r->data.defaultmap[category(v)];
		if (explicit_attr(r, v) || b == DM_DEFAULT || v->host_value)
			continue; /* an extent (vm.c) is the compiler's own value */
		if (b == DM_NONE) {
			/* clang reports these first; a variable only a clause of the
			 * construct names (a chunk size) needs no attribute */
			int found;
			Loc at = first_use(c, r, v, &found);
			if (found)
				diag_error(at, "'%s' has no data-sharing attribute or map clause on '#pragma "
				           "omp %s', and its defaultmap(none) asks for one", v->name,
				           dir_spelling[r->dir]);
		}
		else if (b == DM_FIRSTPRIVATE && v->struct_array)
			diag_error(r->data.defaultmap_loc[CAT_AGGREGATE], "defaultmap(firstprivate) of "
			           "'%s', an array of structs with pointer members, is not "
			           "supported yet: map it", v->name);
		else if (b == DM_FIRSTPRIVATE && v->vla)
			diag_error(r->data.defaultmap_loc[CAT_AGGREGATE], "defaultmap(firstprivate) of "
			           "variable-length array '%s' is not supported yet: map it", v->name);
		else if (b == DM_FIRSTPRIVATE)
			arrays += add_firstprivate(r, v);
		else
			add_map(c, r, v, b);
	}
	if (arrays)
		clauses_check_firstprivates(r, r->data.defaultmap_loc[CAT_AGGREGATE]);
	shared_atomics(c, r);
}
