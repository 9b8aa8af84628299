/* What the statements of a teams region's sequential part do besides
 * computing (TeamEffect), and how its team-level variables are used
 * (TeamVar.addressed, par_write): the facts from which lowering/team.c
 * decides, for teams on warps, which statements every lane of the warp
 * may run as lane 0 would and which variables may then be a register per
 * lane instead of one per warp in shared memory.
 *
 * A statement's side effects are what another lane, another team or the
 * host could see, or a second run of it would change:
 *   - a store through a pointer or into an array (p[i] = , *p = ,
 *     p->f = );
 *   - a write of a variable that is neither a team-level variable nor a
 *     local of the statement itself (one declared outside the team's
 *     code, a static one);
 *   - a call of a function not known pure.  Known pure: the math
 *     functions of <math.h> and abs, labs, llabs, declared in a system
 *     header, whose device versions set no errno (CUDA has none) and read
 *     nothing but their arguments (frexp, modf, remquo, which store
 *     through a pointer, and lgamma, which sets signgam, are left out);
 *     the OpenMP device API's queries (omp_get_team_num and the rest of
 *     region.h's API_FUNCTIONS, omp_is_initial_device), whose answers are
 *     the same on every lane of a team; functions declared with
 *     __attribute__((const)) or __attribute__((pure)), as gcc trusts them
 *     (a pure one may read memory: TeamEffect.memory);
 *   - a volatile access, inline assembly, an OpenMP construct.
 * Reads of memory are not effects, but are recorded (TeamEffect.memory):
 * a lane that reads what lane 0 writes needs a barrier between.  A
 * variable declared outside the team's code is memory, but for a const
 * object, which nothing writes while the kernel runs.
 *
 * Requires: the team's statements being read (frontend/teams.c), with a
 * TeamScope of the team-level variables declared so far.
 */
#include <string.h>

#include "internal.h"

/* <math.h> functions without side effects (each also with an f or l
 * suffix), and <stdlib.h>'s abs. */
static const char *const pure_math[] = {
	"acos", "asin", "atan", "atan2", "cos", "sin", "tan", "acosh", "asinh", "atanh", "cosh",
	"sinh", "tanh", "exp", "exp2", "expm1", "log", "log10", "log1p", "log2", "logb", "ilogb",
	"cbrt", "hypot", "pow", "sqrt", "erf", "erfc", "tgamma", "ceil", "floor", "trunc", "round",
	"lround", "llround", "rint", "lrint", "llrint", "nearbyint", "fmod", "remainder",
	"copysign", "nextafter", "fdim", "fmax", "fmin", "fma", "fabs", "ldexp", "scalbn",
	"scalbln", "abs", "labs", "llabs", 0};

static int
math_name(const char *name)
{
	size_t n = strlen(name);

	for (int i = 0; pure_math[i]; i++) {
		size_t k = strlen(pure_math[i]);
		if (!strncmp(name, pure_math[i], k) &&
		    (n == k || (n == k + 1 && (name[k] == 'f' || name[k] == 'l'))))
			return 1;
	}
	return 0;
}

/* How pure a function is known to be: its answer depends on its
 * arguments alone, or it may also read memory (__attribute__((pure))). */
enum {
	PURE_ARGS = 1, /* math, the OpenMP queries, __attribute__((const)) */
	PURE_READS,    /* __attribute__((pure)) */
};

static enum CXChildVisitResult
attr_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	int *attr = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_ConstAttr)
		*attr = PURE_ARGS;
	else if (clang_getCursorKind(cur) == CXCursor_PureAttr && *attr != PURE_ARGS)
		*attr = PURE_READS;
	return CXChildVisit_Continue;
}

/* Is fn, a called function's declaration, known pure (the file's
 * comment)? */
static int
pure_function(CXCursor fn)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	int attr = 0;

	for (int k = 0; k < API_NUM; k++)
		if (!strcmp(name, api_names[k]))
			return PURE_ARGS;
	if (!strcmp(name, "omp_is_initial_device"))
		return PURE_ARGS;
	if (math_name(name) && clang_Location_isInSystemHeader(clang_getCursorLocation(fn)))
		return PURE_ARGS;
	clang_visitChildren(fn, attr_visit, &attr);
	return attr;
}

/* Is fn known to compute its answer from its arguments alone, the same
 * in any thread: a math function or __attribute__((const)), not an
 * OpenMP query (frontend/inner_lanes.c)? */
int
team_pure_math(CXCursor fn)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	int attr = 0;

	if (math_name(name) && clang_Location_isInSystemHeader(clang_getCursorLocation(fn)))
		return 1;
	clang_visitChildren(fn, attr_visit, &attr);
	return attr == PURE_ARGS;
}

typedef struct Fx {
	TeamScope *s;
	unsigned begin, end;  /* the statement */
	TeamEffect *fx;
	size_t capw, capr;
} Fx;

static int
team_var(const TeamScope *s, CXCursor decl)
{
	for (size_t i = 0; i < s->nvars; i++)
		if (clang_equalCursors(s->vars[i], decl))
			return (int)i;
	return -1;
}

/* A variable each thread of the team holds its own copy of where the
 * team's code runs: a loop header's, or the distribute loop's index. */
static int
own_var(const TeamScope *s, CXCursor decl)
{
	unsigned b, e;

	for (size_t i = 0; i < s->nown; i++)
		if (clang_equalCursors(s->own[i], decl))
			return 1;
	cx_extent(decl, &b, &e);
	if (!cx_expanded_in_main_file(decl) || b < s->r->src.stmt_begin || b >= s->r->src.body_begin)
		return 0;
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	for (int i = 0; i < s->r->nloops; i++)
		if (!strcmp(s->r->loops[i].var, name))
			return 1;
	return 0;
}

/* A local of the statement itself, not static. */
static int
local_var(const Fx *f, CXCursor decl)
{
	unsigned b, e;
	enum CX_StorageClass sc = clang_Cursor_getStorageClass(decl);

	cx_extent(decl, &b, &e);
	return cx_expanded_in_main_file(decl) && f->begin <= b && b < f->end && sc != CX_SC_Static &&
	       sc != CX_SC_Extern;
}

static void
effect(Fx *f, CXCursor cur, const char *what)
{
	unsigned b, e;

	if (f->fx->effect)
		return;
	cx_extent(cur, &b, &e);
	f->fx->effect = what;
	f->fx->effect_loc = cx_loc(f->s->c, b);
}

static void
add_id(int **ids, int *n, size_t *cap, int id)
{
	for (int i = 0; i < *n; i++)
		if ((*ids)[i] == id)
			return;
	VEC_PUSH(*ids, *n, *cap, id);
}

static void
write_of(Fx *f, CXCursor cur, CXCursor lhs)
{
	Ctx *c = f->s->c;
	CXCursor decl;
	int id;

	if (!cx_written_var(lhs, &decl))
		effect(f, cur, arena_printf("'%s' stores through a pointer or into an array",
		                            cx_cursor_text(c, cur)));
	else if ((id = team_var(f->s, decl)) >= 0)
		add_id(&f->fx->writes, &f->fx->nwrites, &f->capw, id);
	else if (!local_var(f, decl))
		effect(f, cur, arena_printf("'%s' writes a variable declared outside the team's code",
		                            cx_cursor_text(c, cur)));
}

/* Is decl a const scalar (an arithmetic, enum or pointer object, not a
 * reference, not volatile)?  Nothing may write it while the kernel runs,
 * so every lane reads the same value wherever it lives, with no barrier.
 * A const class object may have mutable members. */
static int
const_object(CXCursor decl)
{
	CXType t = clang_getCursorType(decl);
	enum CXTypeKind k = clang_getCanonicalType(t).kind;

	return clang_isConstQualifiedType(t) && !clang_isVolatileQualifiedType(t) &&
	       ((k >= CXType_Bool && k <= CXType_LongDouble) || k == CXType_Enum ||
	        k == CXType_Pointer);
}

static void
ref_of(Fx *f, CXCursor cur)
{
	CXCursor decl = clang_getCursorReferenced(cur);
	enum CXCursorKind k = clang_getCursorKind(decl);
	int id;

	if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
		return;
	if ((id = team_var(f->s, decl)) >= 0)
		add_id(&f->fx->reads, &f->fx->nreads, &f->capr, id);
	else if (!local_var(f, decl) && !own_var(f->s, decl) && !const_object(decl))
		f->fx->memory = 1;
}

static void
call_of(Fx *f, CXCursor cur)
{
	CXCursor fn = clang_getCursorReferenced(cur);
	int pure = 0;

	if (clang_Cursor_isNull(fn) || clang_getCursorKind(fn) != CXCursor_FunctionDecl)
		effect(f, cur, arena_printf("'%s' calls through a pointer",
		                            cx_cursor_text(f->s->c, cur)));
	else if ((pure = pure_function(fn)) == PURE_READS)
		f->fx->memory = 1;
	else if (!pure)
		effect(f, cur, arena_printf("'%s' calls '%s', not known pure",
		                            cx_cursor_text(f->s->c, cur),
		                            cx_take_string(clang_getCursorSpelling(fn))));
}

static enum CXChildVisitResult
fx_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Fx *f = data;
	enum CXCursorKind kind = clang_getCursorKind(cur);
	CXCursor lhs, k[1];

	(void)parent;
	if (cx_write_of(cur, &lhs))
		write_of(f, cur, lhs);
	if (clang_isExpression(kind) && clang_isVolatileQualifiedType(clang_getCursorType(cur)))
		effect(f, cur, arena_printf("'%s' is a volatile access",
		                            cx_cursor_text(f->s->c, cur)));
	switch (kind) {
	case CXCursor_DeclRefExpr:
		ref_of(f, cur);
		break;
	case CXCursor_CallExpr:
		call_of(f, cur);
		break;
	case CXCursor_ArraySubscriptExpr:
		f->fx->memory = 1;
		break;
	case CXCursor_UnaryOperator:
		if (!strcmp(cx_operator(cur), "*"))
			f->fx->memory = 1;
		break;
	case CXCursor_MemberRefExpr:
		if (cx_children(cur, k, 1) == 1 &&
		    clang_getCanonicalType(clang_getCursorType(cx_strip(k[0]))).kind == CXType_Pointer)
			f->fx->memory = 1;
		break;
	case CXCursor_GCCAsmStmt:
	case CXCursor_MSAsmStmt:
		effect(f, cur, "inline assembly");
		break;
	default:
		if (kind >= CXCursor_OMPParallelDirective && kind <= CXCursor_LastStmt)
			effect(f, cur, "an OpenMP construct");
		break;
	}
	return CXChildVisit_Recurse;
}

/* Is region in nested in r (not r, nor one around it)? */
static int
nested_in(const Region *in, const Region *r)
{
	for (in = in->parent; in; in = in->parent)
		if (in == r)
			return 1;
	return 0;
}

void
team_effect(TeamScope *s, CXCursor stmt, TeamEffect *fx)
{
	Fx f = {s, 0, 0, fx, 0, 0};

	cx_extent(stmt, &f.begin, &f.end);
	/* the directives' ranges hold their statements */
	for (int i = 0; i < s->r->dev.natomics; i++)
		if (s->r->dev.atomics[i].begin < f.end && f.begin < s->r->dev.atomics[i].end)
			effect(&f, stmt, "an atomic construct");
	for (int i = 0; i < s->r->dev.nsyncs; i++)
		if (s->r->dev.syncs[i].begin < f.end && f.begin < s->r->dev.syncs[i].end)
			effect(&f, stmt, arena_printf("the %s construct at %u:%u", s->r->dev.syncs[i].kind ==
			                              SYNC_CRITICAL ? "critical" : "OpenMP",
			                              s->r->dev.syncs[i].loc.line, s->r->dev.syncs[i].loc.col));
	for (int i = 0; i < s->c->u->nregions; i++) {
		const Region *in = s->c->u->regions[i];
		if (nested_in(in, s->r) && in->src.pragma_begin < f.end && f.begin < in->src.stmt_end)
			effect(&f, stmt, arena_printf("the %s construct at %u:%u", dir_spelling[in->dir],
			                              in->loc.line, in->loc.col));
	}
	fx_visit(stmt, clang_getNullCursor(), &f);
	clang_visitChildren(stmt, fx_visit, &f);
}

/* A read of a team-level variable in one of the team's parallel regions. */
typedef struct ReadAt {
	int region;           /* Region.id */
	Loc at;
} ReadAt;

typedef struct Uses {
	TeamScope *s;
	TeamVar **vars;       /* by TeamVar.id */
	size_t *caps;         /* of each one's par_regions */
	ReadAt **reads;       /* by TeamVar.id: the first read in each region */
	int *nreads;
	size_t *capreads;
} Uses;

/* The nested parallel region of the team's code around offset at. */
static const Region *
parallel_at(const TeamScope *s, unsigned at)
{
	for (int i = 0; i < s->c->u->nregions; i++) {
		const Region *in = s->c->u->regions[i];
		if (in->parent == s->r && dir_is_parallel(in->dir) && in->src.pragma_begin <= at &&
		    at < in->src.stmt_end)
			return in;
	}
	return NULL;
}

static int
names(Var *const *vs, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(vs[i]->name, name))
			return 1;
	return 0;
}

static int
linear(const Region *in, const char *name)
{
	for (int k = 0; k < in->data.nlinears; k++)
		if (!strcmp(in->data.linears[k].var->name, name))
			return 1;
	return 0;
}

static int
reduces(const Region *in, const char *name)
{
	for (int k = 0; k < in->data.nreductions; k++)
		if (!strcmp(in->data.reductions[k].var->name, name))
			return 1;
	return 0;
}

/* Is a use of the name at offset at, in the team's parallel region a, a
 * use of a copy: a's private, firstprivate or reduction copy, or the
 * private copy of a region inside a around it? */
static int
copy_at(const TeamScope *s, const Region *a, const char *name, unsigned at)
{
	if (names(a->data.privates, a->data.nprivates, name) ||
	    names(a->data.firstprivates, a->data.nfirstprivates, name) || reduces(a, name))
		return 1;
	for (int i = 0; i < s->c->u->nregions; i++) {
		const Region *in = s->c->u->regions[i];
		if (nested_in(in, a) && in->src.pragma_begin <= at && at < in->src.stmt_end &&
		    names(in->data.privates, in->data.nprivates, name))
			return 1;
	}
	return 0;
}

static void
no_vote(TeamVar *v, const char *why, Loc at)
{
	if (v->par_novote)
		return;
	v->par_novote = why;
	v->par_novote_loc = at;
}

static void
add_region(Uses *u, TeamVar *v, int region)
{
	for (int i = 0; i < v->npar_regions; i++)
		if (v->par_regions[i] == region)
			return;
	VEC_PUSH(v->par_regions, v->npar_regions, u->caps[v->id], region);
}

/* A use of team variable id in parallel region `region` other than as
 * the left side of `x = e`: a read, or a write of another kind. */
static void
add_read(Uses *u, int id, int region, Loc at)
{
	for (int i = 0; i < u->nreads[id]; i++)
		if (u->reads[id][i].region == region)
			return;
	VEC_PUSH(u->reads[id], u->nreads[id], u->capreads[id], ((ReadAt){region, at}));
}

/* A region that assigns v (x = e) and also reads it, or writes it
 * otherwise, keeps it from a vote: its lanes would read their own copies.
 * Reads in the team's other parallel regions read the value the vote
 * left on every lane. */
static void
reads_in_writers(Uses *u, TeamVar *v)
{
	for (int i = 0; i < u->nreads[v->id]; i++)
		for (int k = 0; k < v->npar_regions; k++)
			if (v->par_regions[k] == u->reads[v->id][i].region)
				no_vote(v, "a parallel region that assigns it reads it or writes it other "
				           "than by 'x = e'", u->reads[v->id][i].at);
}

static enum CXChildVisitResult uses_visit(CXCursor cur, CXCursor parent, CXClientData data);

/* cur writes team variable v, or a copy of it, inside the team's parallel
 * region a: a warp vote serves a plain assignment `v = e` of v itself,
 * no other write of it (v += e, ++v); returns whether cur was one, whose
 * right side it then visits. */
static int
par_assign(Uses *u, CXCursor cur, CXCursor lhs, TeamVar *v, const Region *a, unsigned at)
{
	CXCursor k[2];

	if (copy_at(u->s, a, v->name, at))
		return 0; /* a copy's */
	if (!v->par_write) {
		v->par_write = arena_printf("'%s'", cx_cursor_text(u->s->c, cur));
		v->par_write_loc = cx_loc(u->s->c, at);
	}
	if (clang_getCursorKind(cur) != CXCursor_BinaryOperator ||
	    clang_getCursorKind(cx_strip(lhs)) != CXCursor_DeclRefExpr || cx_children(cur, k, 2) != 2) {
		no_vote(v, arena_printf("the parallel region at %u:%u writes it other than by 'x = e'",
		                        a->loc.line, a->loc.col),
		        cx_loc(u->s->c, at));
		return 0;
	}
	add_region(u, v, a->id);
	uses_visit(k[1], cur, u);
	clang_visitChildren(k[1], uses_visit, u);
	return 1;
}

static enum CXChildVisitResult
uses_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses *u = data;
	Ctx *c = u->s->c;
	CXCursor lhs, decl, k[1];
	const Region *a;
	unsigned b, e;
	int id;

	(void)parent;
	cx_extent(cur, &b, &e);
	a = parallel_at(u->s, b);
	if (a && cx_write_of(cur, &lhs) && cx_written_var(lhs, &decl) &&
	    (id = team_var(u->s, decl)) >= 0 && u->vars[id] &&
	    par_assign(u, cur, lhs, u->vars[id], a, b))
		return CXChildVisit_Continue;
	if (a && clang_getCursorKind(cur) == CXCursor_DeclRefExpr &&
	    (id = team_var(u->s, clang_getCursorReferenced(cur))) >= 0 && u->vars[id] &&
	    !copy_at(u->s, a, u->vars[id]->name, b))
		add_read(u, id, a->id, cx_loc(c, b));
	if (clang_getCursorKind(cur) == CXCursor_UnaryOperator && cx_children(cur, k, 1) == 1 &&
	    !strcmp(cx_operator(cur), "&") && cx_written_var(k[0], &decl) &&
	    (id = team_var(u->s, decl)) >= 0 && u->vars[id] && !u->vars[id]->addressed) {
		u->vars[id]->addressed = arena_printf("'%s'", cx_cursor_text(c, cur));
		u->vars[id]->addressed_loc = cx_loc(c, b);
	}
	return CXChildVisit_Recurse;
}

/* The team's parallel regions' clauses that name v.  A reduction clause
 * of one names v when its item is v's declaration (its name and place;
 * a namesake declared at the same place, as two macro expansions may,
 * keeps v from a vote); a lastprivate or linear clause there, or a
 * reduction, lastprivate, linear or copyprivate clause of a region
 * inside one, writes it where no vote can; a firstprivate clause there
 * reads it (by name: a namesake counts too, which only keeps it in
 * shared memory). */
static void
clause_uses(Uses *u, TeamVar *v)
{
	const TeamScope *s = u->s;

	for (int i = 0; i < s->c->u->nregions; i++) {
		const Region *in = s->c->u->regions[i];
		const char *how = NULL;
		if (in->parent == s->r && dir_is_parallel(in->dir)) {
			for (int k = 0; k < in->data.nreductions; k++) {
				const Var *x = in->data.reductions[k].var;
				if (!same_declaration(x->name, x->loc, v->name, v->loc))
					continue;
				how = "a reduction clause";
				for (size_t j = 0; j < s->nvars; j++)
					if (u->vars[j] && u->vars[j] != v && !strcmp(u->vars[j]->name, v->name) &&
					    u->vars[j]->loc.line == v->loc.line && u->vars[j]->loc.col == v->loc.col)
						no_vote(v, "a namesake declared at its place", in->loc);
				add_region(u, v, in->id);
			}
			const char *other = linear(in, v->name)
			                            ? "a linear clause"
			                    : names(in->data.lastprivates, in->data.nlastprivates, v->name)
			                            ? "a lastprivate clause"
			                            : NULL;
			if (other) {
				how = other;
				no_vote(v, arena_printf("%s of the parallel region at %u:%u", other,
				                        in->loc.line, in->loc.col), in->loc);
			}
		} else if (nested_in(in, s->r) && in->parent != s->r) {
			int writes = reduces(in, v->name) || linear(in, v->name) ||
			             names(in->data.lastprivates, in->data.nlastprivates, v->name) ||
			             names(in->data.copyprivates, in->data.ncopyprivates, v->name);
			if (writes)
				how = "a clause of a region nested in a parallel region";
			if (writes || names(in->data.firstprivates, in->data.nfirstprivates, v->name))
				no_vote(v, arena_printf("a clause of the region at %u:%u", in->loc.line,
				                        in->loc.col), in->loc);
		}
		if (how && !v->par_write) {
			v->par_write = how;
			v->par_write_loc = in->loc;
		}
	}
}

void
team_var_uses(TeamScope *s, CXCursor body, TeamVar **vars)
{
	size_t n = s->nvars + 1;
	Uses u = {s, vars, arena_alloc(n * sizeof *u.caps), arena_alloc(n * sizeof *u.reads),
	          arena_alloc(n * sizeof *u.nreads), arena_alloc(n * sizeof *u.capreads)};

	memset(u.caps, 0, n * sizeof *u.caps);
	memset(u.reads, 0, n * sizeof *u.reads);
	memset(u.nreads, 0, n * sizeof *u.nreads);
	memset(u.capreads, 0, n * sizeof *u.capreads);
	uses_visit(body, clang_getNullCursor(), &u);
	clang_visitChildren(body, uses_visit, &u);
	for (size_t i = 0; i < s->nvars; i++)
		if (vars[i]) { /* NULL: one diagnosed */
			clause_uses(&u, vars[i]);
			reads_in_writers(&u, vars[i]);
		}
}
