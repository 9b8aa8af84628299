/* The sequential part of a teams region (OpenMP 5.2 10.2): the code of
 * a target teams region, or of each iteration of a target teams
 * distribute loop, outside its nested parallel regions, which the team's
 * initial thread runs.  A team is one CUDA block; this pass reads that
 * code into a tree of TeamStmts (region.h) that codegen turns into code
 * where thread 0 runs what only computes and every thread runs the
 * control flow that leads to a parallel region, so that all of them
 * reach it and its barriers.
 *
 * target parallel is read the same way: its one team's code is its
 * parallel region, the statement after the directive.
 *
 * It rejects what that scheme cannot compile correctly yet: a switch or
 * goto around a parallel region, loop headers and conditions around one
 * that write memory or call functions (every thread runs them), writes to
 * variables captured from outside the region (each thread has a copy, but
 * OpenMP gives a team one) unless the region maps them (every thread
 * names the device copy), they are firstprivate (a team's copy in
 * shared memory; in target parallel, a thread's), captured pointers the
 * threads of a parallel region keep to themselves (thread_views.c), or
 * private to a nested construct (a clause, or a worksharing loop's
 * iteration variable), or a scalar no clause names, which becomes the
 * team's firstprivate copy (team_copy), team-level arrays with
 * initializers, and reductions and lastprivate on the teams construct
 * itself.
 *
 * Of a target teams distribute region without nested parallel regions,
 * which is compiled like a combined loop, it finds the first write of a
 * variable whose device copy the teams share (r->uses.shared_write): lowering
 * then gives each team one thread.
 *
 * For teams on warps it records, through team_effects.c, what each
 * statement that holds no parallel region and each team-level variable's
 * initializer does besides computing, and how each team-level variable
 * is used (TeamStmt.fx, TeamVar.init, addressed, par_write), numbering
 * the statements and variables (TeamStmt.id, TeamVar.id).
 *
 * Requires the region's nested parallel regions, atomics and syncs read.
 * Guarantees: r->teams.stmts holds the statements of the sequential part, and
 * each nested parallel region knows whether the host can evaluate its
 * num_threads expression before the launch.
 */
#include <ctype.h>
#include <string.h>

#include "cxx.h"

/* A variable declared in the header of a loop around a parallel region:
 * every thread keeps its own copy, so only the header may write it. */
typedef struct Header {
	CXCursor decl;
	unsigned begin, end;  /* the header: where writing it is allowed */
} Header;

typedef struct Team {
	Ctx *c;
	Region *r;
	Header *hdrs;
	size_t nhdrs, caphdrs;
	TeamScope sc;         /* team-level variables, for team_effects.c */
	int nstmts;           /* TeamStmt.id */
} Team;

static void build(Team *t, CXCursor s, TeamStmt *out);

/* The parallel region nested in r whose statement starts at `at`. */
static Region *
inner_at(Team *t, unsigned at)
{
	for (int i = 0; i < t->c->u->nregions; i++) {
		Region *in = t->c->u->regions[i];
		if (in->parent == t->r && dir_is_parallel(in->dir) && in->src.stmt_begin == at)
			return in;
	}
	return NULL;
}

static int
holds_inner(Team *t, unsigned begin, unsigned end)
{
	for (int i = 0; i < t->c->u->nregions; i++) {
		Region *in = t->c->u->regions[i];
		if (in->parent == t->r && dir_is_parallel(in->dir) && begin <= in->src.stmt_begin &&
		    in->src.stmt_begin < end)
			return 1;
	}
	return 0;
}

typedef struct Jumps {
	int loops, switches;
	int out;              /* a break or continue leaves the statement */
	int other;            /* goto or return */
} Jumps;

static enum CXChildVisitResult
jumps_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Jumps *j = data, in = *j;

	(void)parent;
	switch (clang_getCursorKind(cur)) {
	case CXCursor_BreakStmt:
		j->out |= !j->loops && !j->switches;
		break;
	case CXCursor_ContinueStmt:
		j->out |= !j->loops;
		break;
	case CXCursor_GotoStmt:
	case CXCursor_IndirectGotoStmt:
	case CXCursor_ReturnStmt:
		j->other = 1;
		break;
	case CXCursor_ForStmt:
	case CXCursor_WhileStmt:
	case CXCursor_DoStmt:
	case CXCursor_SwitchStmt:
		in.loops += clang_getCursorKind(cur) != CXCursor_SwitchStmt;
		in.switches += clang_getCursorKind(cur) == CXCursor_SwitchStmt;
		clang_visitChildren(cur, jumps_visit, &in);
		j->out |= in.out;
		j->other |= in.other;
		return CXChildVisit_Continue;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* Does a break or continue in s leave s? */
static int
jumps_out(CXCursor s, int *other)
{
	Jumps j = {0, 0, 0, 0};

	jumps_visit(s, clang_getNullCursor(), &j);
	if (clang_getCursorKind(s) != CXCursor_ForStmt && clang_getCursorKind(s) != CXCursor_WhileStmt &&
	    clang_getCursorKind(s) != CXCursor_DoStmt && clang_getCursorKind(s) != CXCursor_SwitchStmt)
		clang_visitChildren(s, jumps_visit, &j);
	*other = j.other;
	return j.out;
}

typedef struct Kids {
	CXCursor *k;
	size_t n, cap;
} Kids;

static enum CXChildVisitResult
kids_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Kids *k = data;

	(void)parent;
	VEC_PUSH(k->k, k->n, k->cap, cur);
	return CXChildVisit_Continue;
}

static Kids
kids_of(CXCursor s)
{
	Kids k = {0};

	clang_visitChildren(s, kids_visit, &k);
	return k;
}

/* Every thread runs a header: it may write only its own variables, and
 * call only functions without side effects the team could see. */
static enum CXChildVisitResult
header_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Team *t = data;
	CXCursor lhs, decl, fn;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (cx_write_of(cur, &lhs)) {
		int own = 0;
		if (cx_written_var(lhs, &decl))
			for (size_t i = 0; i < t->nhdrs; i++)
				own |= clang_equalCursors(t->hdrs[i].decl, decl);
		if (!own)
			diag_error(cx_loc(t->c, b), "'%s' in the header of a statement around a nested "
			           "parallel region: every thread of the team runs it, so it may only "
			           "write variables it declares; not supported yet", cx_cursor_text(t->c, cur));
	}
	if (clang_getCursorKind(cur) == CXCursor_CallExpr) {
		fn = clang_getCursorReferenced(cur);
		const char *name = cx_take_string(clang_getCursorSpelling(fn));
		int api = 0;
		for (int k = 0; k < API_NUM; k++)
			api |= !strcmp(name, api_names[k]);
		if (!api && !clang_Location_isInSystemHeader(clang_getCursorLocation(fn)))
			diag_error(cx_loc(t->c, b), "call to '%s' in the header of a statement around a "
			           "nested parallel region: every thread of the team runs it; not "
			           "supported yet", name);
	}
	return CXChildVisit_Recurse;
}

/* Variables declared in a for loop's init: one copy per thread. */
static void
header_vars(Team *t, CXCursor init, unsigned begin, unsigned end)
{
	Kids k = kids_of(init);

	for (size_t i = 0; i < k.n; i++)
		if (clang_getCursorKind(k.k[i]) == CXCursor_VarDecl) {
			Header h = {k.k[i], begin, end};
			VEC_PUSH(t->hdrs, t->nhdrs, t->caphdrs, h);
			VEC_PUSH(t->sc.own, t->sc.nown, t->sc.capown, k.k[i]);
		}
}

/* The sub-statements of a control statement; the rest is its header. */
static void
build_control(Team *t, CXCursor s, TeamStmt *out)
{
	Kids k = kids_of(s);
	enum CXCursorKind kind = clang_getCursorKind(s);
	size_t first = 0, last = k.n;
	size_t cap = 0;

	out->kind = TS_CONTROL;
	out->compound = kind == CXCursor_CompoundStmt;
	switch (kind) {
	case CXCursor_CompoundStmt:
		break;
	case CXCursor_ForStmt:
	case CXCursor_WhileStmt:
		first = k.n - 1;
		break;
	case CXCursor_DoStmt:
		last = 1;
		break;
	case CXCursor_IfStmt:
		first = 1;
		break;
	default:
		diag_error(out->loc, "this statement around a nested parallel region (or a break or "
		                     "continue) is not supported yet: only { }, for, while, do and if");
		return;
	}
	if (!k.n || first >= last)
		return;
	unsigned body_begin, e;
	cx_extent(k.k[first], &body_begin, &e);
	for (size_t i = 0; i < k.n; i++) {
		if (i >= first && i < last)
			continue;
		if (kind == CXCursor_ForStmt && clang_getCursorKind(k.k[i]) == CXCursor_DeclStmt)
			header_vars(t, k.k[i], out->begin, body_begin);
	}
	for (size_t i = 0; i < k.n; i++)
		if (i < first || i >= last)
			header_visit(k.k[i], s, t), clang_visitChildren(k.k[i], header_visit, t);
	for (size_t i = first; i < last; i++) {
		TeamStmt kid = {0};
		build(t, k.k[i], &kid);
		VEC_PUSH(out->kids, out->nkids, cap, kid);
	}
}

/* A constructor call that is the declaration itself (`Q q;` of a class
 * whose constructor runs code, `Q q(1, 2);`), which has no text of its own
 * to assign from. */
static int
constructed_in_place(CXCursor v, CXCursor init)
{
	unsigned b, e;

	if (clang_Cursor_isNull(init) ||
	    clang_getCursorKind(clang_getCursorReferenced(init)) != CXCursor_Constructor)
		return 0;
	cx_extent(init, &b, &e);
	return b == cx_offset(clang_getCursorLocation(v));
}

/* The arguments of a constructor call that is the declaration itself
 * (`x(a, b)`, `x{a, b}`, `x` of `Q x;`): their extent in tv, between the
 * parentheses or braces after the name, which ctor_open keeps (';': none,
 * a default initialization).  0 where a macro writes the declaration. */
static int
ctor_arguments(Ctx *c, CXCursor init, TeamVar *tv)
{
	unsigned n;
	CXToken *t = cx_tokens_of(c, init, &n);
	const char *open = n >= 3 ? cx_take_string(clang_getTokenSpelling(c->tu, t[1])) : "";
	const char *close = n >= 3 ? cx_take_string(clang_getTokenSpelling(c->tu, t[n - 1])) : "";

	if (n == 1) {
		tv->ctor_open = ';';
		tv->init_begin = tv->init_end =
		        cx_offset(clang_getRangeEnd(clang_getTokenExtent(c->tu, t[0])));
	} else if ((!strcmp(open, "(") && !strcmp(close, ")")) ||
	           (!strcmp(open, "{") && !strcmp(close, "}"))) {
		tv->ctor_open = open[0];
		tv->init_begin = cx_offset(clang_getRangeEnd(clang_getTokenExtent(c->tu, t[1])));
		tv->init_end = cx_offset(clang_getRangeStart(clang_getTokenExtent(c->tu, t[n - 1])));
	}
	if (t)
		clang_disposeTokens(c->tu, t, n);
	return tv->ctor_open != 0;
}

/* A declaration of team-level variables, which become __shared__. */
/* A declaration of a struct, union, class or enum (local_types.c): its
 * copy would be inside thread 0's guard, or left out of the team's
 * __shared__ declarations. */
static int
local_type(enum CXCursorKind k)
{
	return k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_ClassDecl ||
	       k == CXCursor_EnumDecl;
}

/* The first break or continue among statements s[0..n), or NULL. */
static const TeamStmt *
vlas_jumps(const TeamStmt *s, int n)
{
	for (int i = 0; i < n; i++) {
		const TeamStmt *j = s[i].kind == TS_JUMP ? &s[i] : vlas_jumps(s[i].kids, s[i].nkids);
		if (j)
			return j;
	}
	return NULL;
}

/* The team's variable-length arrays end with its code (emit_teams.c
 * gives their elements back there): each declared among the team's own
 * statements (depth 0), whose end every thread reaches, no break or
 * continue (jump) taking a thread out of them before. */
static void
vlas_placed(const TeamStmt *s, int n, int depth, const TeamStmt *jump)
{
	for (int i = 0; i < n; i++) {
		for (int k = 0; k < s[i].nvars; k++) {
			const TeamVar *v = &s[i].vars[k];
			if (!v->vla_elem)
				continue;
			if (depth)
				diag_error(v->loc, "variable-length array '%s' inside a statement of the "
				                   "sequential part of a teams region is not supported yet: "
				                   "declare it among the team's own statements", v->name);
			else if (jump)
				diag_error(v->loc, "variable-length array '%s' in the sequential part of a "
				                   "teams region with a break or continue there (%u:%u) is "
				                   "not supported yet", v->name, jump->loc.line, jump->loc.col);
		}
		vlas_placed(s[i].kids, s[i].nkids, depth + 1, jump);
	}
}

/* A variable-length array the team declares (`float dp[n];`): one per
 * team, as any team-level array, its elements taken by the team's initial
 * thread where it is declared (from the team's shared memory where they
 * fit, else the device heap) and given back where the team's code ends
 * (emit_teams.c), so only one declared in the team's
 * statements themselves, not inside one of them (teams_read checks).  The
 * declaration's own checks (a second variable dimension, elements of a
 * class, a macro, a template, other names declared with it) are
 * vla_locals.c's, which reads every variable-length array device code
 * declares; the team's copy adds one: it has no initializer.  0 where it
 * cannot be one. */
static int
team_vla(CXCursor v, TeamVar *tv)
{
	CXType elem = clang_getArrayElementType(clang_getCanonicalType(clang_getCursorType(v)));
	CXCursor bound = vla_locals_bound(v);

	if (clang_Cursor_isNull(bound))
		return 0; /* vla_locals.c says why */
	if (!clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(v))) {
		diag_error(tv->loc, "variable-length array '%s' in the sequential part of a teams "
		                    "region is not supported yet: it has an initializer", tv->name);
		return 0;
	}
	cx_extent(bound, &tv->bound_begin, &tv->bound_end);
	tv->vla_elem = locals_spelling(elem);
	return 1;
}

static void
build_decl(Team *t, CXCursor s, TeamStmt *out)
{
	Kids k = kids_of(s);
	size_t cap = 0;

	out->kind = TS_DECL;
	for (size_t i = 0; i < k.n; i++) {
		CXCursor v = k.k[i], init;
		TeamVar tv = {0};
		unsigned b, e;
		if (local_type(clang_getCursorKind(v)))
			diag_error(out->loc, "a type declared in the sequential part of a teams region is "
			                     "not supported yet: declare it before the target region or "
			                     "inside the parallel region");
		if (clang_getCursorKind(v) != CXCursor_VarDecl)
			continue;
		CXType type = clang_getCursorType(v);
		enum CXTypeKind tk = clang_getCanonicalType(type).kind;
		cx_extent(v, &b, &e);
		tv.loc = cx_loc(t->c, b);
		tv.name = cx_take_string(clang_getCursorSpelling(v));
		if (tk == CXType_IncompleteArray) {
			diag_error(tv.loc, "array '%s' of unknown length in the sequential part of a "
			                   "teams region is not supported", tv.name);
			continue;
		}
		if (cuda_kernel_builtin(tv.name)) { /* the team's variables keep their names */
			diag_error(tv.loc, "variable '%s' in the sequential part of a teams region with "
			                   "nested parallel regions is not supported yet: it is the name "
			                   "of a CUDA built-in variable, which the generated kernels use; "
			                   "rename it", tv.name);
			continue;
		}
		if (tk == CXType_VariableArray && !team_vla(v, &tv))
			continue;
		if (tk == CXType_Record && t->c->u->cxx &&
		    cxx_is_lambda_class(clang_getTypeDeclaration(clang_getCanonicalType(type)))) {
			diag_error(tv.loc, "lambda '%s' in the sequential part of a teams region with nested "
			                   "parallel regions is not supported yet: declare it before the "
			                   "target region or inside the parallel region", tv.name);
			continue;
		}
		enum CX_StorageClass sc = clang_Cursor_getStorageClass(v);
		tv.kept = tk == CXType_VariableArray                ? "a variable-length array"
		          : tk == CXType_ConstantArray              ? "an array"
		          : clang_isVolatileQualifiedType(type) ? "volatile"
		          : sc == CX_SC_Static                  ? "static"
		          : sc == CX_SC_Extern                  ? "extern"
		                                                : NULL;
		tv.id = (int)t->sc.nvars;
		VEC_PUSH(t->sc.vars, t->sc.nvars, t->sc.capvars, v);
		if (clang_isConstQualifiedType(type))
			type = clang_getUnqualifiedType(type);
		tv.decl = tv.vla_elem ? arena_printf("%s *%s", tv.vla_elem, tv.name)
		                      : locals_decl(type, tv.name);
		tv.size = tv.vla_elem ? (long long)sizeof(void *) : clang_Type_getSizeOf(type);
		if (tv.size < 0)
			tv.size = -1;
		tv.scalar = (tv.size == 1 || tv.size == 2 || tv.size == 4 || tv.size == 8) &&
		            ((tk >= CXType_Bool && tk <= CXType_Double && tk != CXType_UInt128 &&
		              tk != CXType_Int128) ||
		             tk == CXType_Pointer || tk == CXType_Enum);
		init = tv.vla_elem ? clang_getNullCursor() : cx_var_init(v);
		if (tk == CXType_Record && t->c->u->cxx)
			tv.class_type = locals_spelling(type);
		if (constructed_in_place(v, init)) {
			if (!ctor_arguments(t->c, init, &tv)) {
				diag_error(tv.loc, "team-level variable '%s' of a class type that a macro "
				                   "declares with its constructor's arguments is not "
				                   "supported yet: write the declaration out", tv.name);
				continue;
			}
		} else if (!clang_Cursor_isNull(init)) {
			tv.braced = clang_getCursorKind(init) == CXCursor_InitListExpr;
			cx_extent(init, &tv.init_begin, &tv.init_end);
		}
		if (!clang_Cursor_isNull(init))
			team_effect(&t->sc, init, &tv.init);
		VEC_PUSH(out->vars, out->nvars, cap, tv);
	}
}

static void
build(Team *t, CXCursor s, TeamStmt *out)
{
	enum CXCursorKind kind = clang_getCursorKind(s);
	unsigned b, e;
	int other;

	cx_extent(s, &b, &e);
	out->id = t->nstmts++;
	out->begin = b;
	out->end = cx_stmt_end(t->c, s);
	out->loc = cx_loc(t->c, b);
	if ((out->parallel = inner_at(t, b))) {
		out->kind = TS_PARALLEL;
		out->end = out->parallel->src.stmt_end;
		return;
	}
	int jumps = jumps_out(s, &other);
	if (other && holds_inner(t, b, e))
		diag_error(out->loc, "goto or return in a statement around a nested parallel region "
		                     "is not supported yet");
	if (kind == CXCursor_BreakStmt || kind == CXCursor_ContinueStmt)
		out->kind = TS_JUMP;
	else if (holds_inner(t, b, e) || jumps)
		build_control(t, s, out);
	else if (kind == CXCursor_DeclStmt)
		build_decl(t, s, out);
	else {
		out->kind = TS_GUARDED;
		team_effect(&t->sc, s, &out->fx);
	}
}

/* The team-level variables of statements s[0..n), by TeamVar.id. */
static void
vars_by_id(TeamStmt *s, int n, TeamVar **out)
{
	for (int i = 0; i < n; i++) {
		for (int k = 0; k < s[i].nvars; k++)
			out[s[i].vars[k].id] = &s[i].vars[k];
		vars_by_id(s[i].kids, s[i].nkids, out);
	}
}

static int
in_atomic(const Region *r, unsigned at)
{
	for (int i = 0; i < r->dev.natomics; i++)
		if (r->dev.atomics[i].begin <= at && at < r->dev.atomics[i].end)
			return 1;
	return 0;
}

/* Does a map item of r map scalar v?  The kernel then names its device
 * copy, which every thread shares. */
static int
mapped(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v && !r->data.maps[i].member && v->kind == VAR_SCALAR)
			return 1;
	return 0;
}

/* Is name private (or a reduction's) in r, or in a region nested in r
 * (a parallel region, a loop, a single construct), around `at`, or does
 * r map it (one copy, shared)? */
static int
private_at(Team *t, const char *name, unsigned at)
{
	for (int i = 0; i < t->c->u->nregions; i++) {
		Region *in = t->c->u->regions[i];
		if ((in != t->r && dir_shape[in->dir] != SHAPE_INNER &&
		     dir_shape[in->dir] != SHAPE_SINGLE) || in->src.stmt_begin > at || at >= in->src.stmt_end)
			continue;
		for (int k = 0; k < in->data.nprivates; k++)
			if (!strcmp(in->data.privates[k]->name, name))
				return 1;
		/* a worksharing loop's iteration variables are predetermined
		 * private (OpenMP 5.2 5.1.1); the distribute loop's are below */
		for (int k = 0; in != t->r && k < in->nloops; k++)
			if (!strcmp(in->loops[k].var, name))
				return 1;
		for (int k = 0; k < in->data.nreductions; k++)
			if (!strcmp(in->data.reductions[k].var->name, name))
				return 1; /* a private copy; its own error if need be */
		/* firstprivate: a copy per team in shared memory, or in
		 * target parallel a copy per thread */
		for (int k = 0; k < in->data.nfirstprivates; k++)
			if (!strcmp(in->data.firstprivates[k]->name, name))
				return 1;
		for (int k = 0; in == t->r && k < in->data.nmaps; k++)
			if (!strcmp(in->data.maps[k].var->name, name) && mapped(in, in->data.maps[k].var))
				return 1;
	}
	return 0;
}

/* OpenMP 5.2 5.1.1 makes a scalar the region names without a clause
 * firstprivate on target; the teams construct shares that copy (5.1.1:
 * shared by default), and each parallel region nested in it shares it
 * again, as does the parallel region of target parallel.  Teams cannot
 * synchronize with one another, so a copy per team gives what any
 * race-free program computes: a written one becomes an explicit
 * firstprivate of r (in target parallel, of its target construct alone:
 * r->data.team_firsts), which codegen gives a copy per team in shared memory
 * (codegen/emit_cuda.c), read and written by the team's threads.  Two
 * teams tell the copies apart only through an atomic construct that
 * reads what another may have written (read, capture): a teams region
 * with one is an error at `at`.  1 when v is, or now is, such a copy, or
 * the error is given. */
static int
team_copy(Team *t, CXCursor decl, unsigned at)
{
	Region *r = t->r;
	Var *v = NULL;

	for (int i = 0; i < r->ncaps && !v; i++)
		if (!strcmp(r->caps[i]->name, cx_take_string(clang_getCursorSpelling(decl))))
			v = r->caps[i];
	if (!v || v->kind != VAR_SCALAR || v->declare_target)
		return 0;
	if (var_listed(r->data.firstprivates, r->data.nfirstprivates, v))
		return 1;
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v)
			return 0;
	for (int i = 0; i < r->data.nreductions; i++)
		if (r->data.reductions[i].var == v)
			return 0;
	if (var_listed(r->data.privates, r->data.nprivates, v) ||
	    var_listed(r->data.lastprivates, r->data.nlastprivates, v) ||
	    var_listed(r->data.device_ptrs, r->data.ndevice_ptrs, v) ||
	    var_listed(r->data.device_addrs, r->data.ndevice_addrs, v))
		return 0;
	for (int i = 0; i < r->dev.natomics && r->dir != DIR_TP; i++)
		if (r->dev.atomics[i].kind == ATOM_READ || r->dev.atomics[i].kind == ATOM_CAPTURE) {
			diag_error(cx_loc(t->c, at), "'%s' is declared outside the target region and "
			           "firstprivate there, which the teams share: writing it where the "
			           "region also reads atomically (line %u) is not supported yet: map it",
			           v->name, r->dev.atomics[i].loc.line);
			return 1;
		}
	size_t cap = (size_t)r->data.nfirstprivates, tcap = (size_t)r->data.nteam_firsts;
	VEC_PUSH(r->data.firstprivates, r->data.nfirstprivates, cap, v);
	if (r->dir == DIR_TP)
		VEC_PUSH(r->data.team_firsts, r->data.nteam_firsts, tcap, v);
	return 1;
}

/* Is cur a write, outside atomic constructs, of a variable?  Then its
 * declaration in *decl, where the write begins in *b and where the
 * declaration does in *db. */
static int
plain_write(Team *t, CXCursor cur, CXCursor *decl, unsigned *b, unsigned *db)
{
	CXCursor lhs;
	unsigned e, de;

	cx_extent(cur, b, &e);
	if (!cx_write_of(cur, &lhs) || !cx_written_var(lhs, decl) || in_atomic(t->r, *b))
		return 0;
	cx_extent(*decl, db, &de);
	return 1;
}

/* Is offset at in a parallel region nested in t's region? */
static int
in_parallel(const Team *t, unsigned at)
{
	const Unit *u = t->c->u;

	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i], *up = in->parent;
		while (up && up != t->r)
			up = up->parent;
		if (up && dir_is_parallel(in->dir) && in->src.stmt_begin <= at && at < in->src.stmt_end)
			return 1;
	}
	return 0;
}

/* Writes the scheme cannot give OpenMP's meaning: a loop header's
 * variable outside its header, the distribute loop's index, and
 * variables captured from outside the region. */
static enum CXChildVisitResult
writes_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Team *t = data;
	Region *r = t->r;
	CXCursor decl;
	unsigned b, db;

	(void)parent;
	if (!plain_write(t, cur, &decl, &b, &db))
		return CXChildVisit_Recurse;
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	for (size_t i = 0; i < t->nhdrs; i++)
		if (clang_equalCursors(t->hdrs[i].decl, decl) &&
		    (b < t->hdrs[i].begin || b >= t->hdrs[i].end))
			diag_error(cx_loc(t->c, b), "'%s' is declared in the header of a loop around a "
			           "nested parallel region: writing it elsewhere is not supported yet", name);
	for (int i = 0; i < r->nloops; i++)
		if (!strcmp(r->loops[i].var, name) && db < r->src.body_begin)
			diag_error(cx_loc(t->c, b), "writing '%s', the index of the distribute loop, is "
			           "not supported", name);
	if (cx_expanded_in_main_file(decl) && r->src.stmt_begin <= db && db < r->src.stmt_end)
		return CXChildVisit_Recurse;
	for (int i = 0; i < r->nloops; i++)
		if (!strcmp(r->loops[i].var, name))
			return CXChildVisit_Recurse;
	if (private_at(t, name, b) || team_copy(t, decl, b) || thread_view(t->c, r, decl, b))
		return CXChildVisit_Recurse;
	if (in_parallel(t, b) && clang_getCanonicalType(clang_getCursorType(decl)).kind == CXType_Pointer)
		diag_error(cx_loc(t->c, b), "'%s' is declared outside the target region: the threads "
		           "of a team share it, and another thread (or the team's code) may read this "
		           "write; the threads of a parallel region keep their own copies of a "
		           "captured pointer only where every thread writes it (a statement of the "
		           "region's body) or none can see another's write; "
		           "declare a copy of it in the parallel region", name);
	else
		diag_error(cx_loc(t->c, b), "'%s' is declared outside the target region: each team "
		           "has one copy, which its threads share; writing it in a teams region with "
		           "nested parallel regions is not supported yet%s", name,
		           in_parallel(t, b) ? " (here every thread of a parallel region that runs "
		                               "the write writes the shared copy: a data race, OpenMP "
		                               "5.2 1.4.1, unless one thread alone does; declare a "
		                               "copy of it in the parallel region)"
		                             : "");
	return CXChildVisit_Recurse;
}

/* Does the kernel of r name v's device copy: a mapped or has_device_addr
 * scalar or struct that no clause makes private? */
static int
device_copy(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nreductions; i++)
		if (r->data.reductions[i].var == v)
			return 0;
	if (v->kind != VAR_SCALAR || var_listed(r->data.lastprivates, r->data.nlastprivates, v) ||
	    var_listed(r->data.privates, r->data.nprivates, v) ||
	    var_listed(r->data.firstprivates, r->data.nfirstprivates, v))
		return 0;
	return mapped(r, v) || var_listed(r->data.device_addrs, r->data.ndevice_addrs, v);
}

/* The first write, outside atomic constructs, of a variable whose device
 * copy a target teams distribute region without nested parallel regions
 * names (r->uses.shared_write). */
static enum CXChildVisitResult
shared_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Team *t = data;
	Region *r = t->r;
	CXCursor decl;
	unsigned b, db;

	(void)parent;
	if (r->uses.shared_write || !plain_write(t, cur, &decl, &b, &db))
		return CXChildVisit_Recurse;
	if (cx_expanded_in_main_file(decl) && r->src.stmt_begin <= db && db < r->src.stmt_end)
		return CXChildVisit_Recurse; /* the region's own */
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	for (int i = 0; i < r->nloops; i++)
		if (!strcmp(r->loops[i].var, name))
			return CXChildVisit_Recurse; /* predetermined private */
	for (int i = 0; i < r->ncaps; i++)
		if (!strcmp(r->caps[i]->name, name) && device_copy(r, r->caps[i])) {
			r->uses.shared_write = r->caps[i];
			r->uses.shared_write_loc = cx_loc(t->c, b);
		}
	return CXChildVisit_Recurse;
}

static int
is_keyword(const char *s, size_t n)
{
	static const char *const words[] = {"sizeof", "int", "long", "unsigned", "short", "char",
	                                    "signed", "float", "double", "const", 0};

	for (int i = 0; words[i]; i++)
		if (strlen(words[i]) == n && !strncmp(words[i], s, n))
			return 1;
	return 0;
}

static int
is_macro(Ctx *c, const char *s, size_t n)
{
	for (size_t i = 0; i < c->nmacros; i++)
		if (strlen(c->macros[i].name) == n && !strncmp(c->macros[i].name, s, n))
			return 1;
	return 0;
}

/* Is name a non-type template parameter of the template whose
 * instantiation is being read (or of its class template)?  Its host code
 * is that instantiation's, where the parameter is a constant. */
static int
template_param(const Ctx *c, const char *name)
{
	TemplateParams ps = {{{0}}, 0};

	if (!c->inst)
		return 0;
	cxx_template_params(c->inst->tmpl, &ps);
	cxx_template_params(clang_getCursorSemanticParent(c->inst->tmpl), &ps);
	for (int i = 0; i < ps.n; i++)
		if (clang_getCursorKind(ps.p[i]) == CXCursor_NonTypeTemplateParameter &&
		    !strcmp(cx_take_string(clang_getCursorSpelling(ps.p[i])), name))
			return 1;
	return 0;
}

/* Can the host evaluate a nested region's num_threads expression where
 * the target construct is?  Every name must be a macro, a variable
 * declared before the target construct or a template's non-type
 * parameter, and calls are left out. */
static int
host_expr(Team *t, const Region *in, const char *x)
{
	for (size_t i = 0; x[i];) {
		if (!isalpha((unsigned char)x[i]) && x[i] != '_') {
			i += isdigit((unsigned char)x[i]) ? strspn(x + i, "0123456789abcdefABCDEFxXuUlL.")
			                                  : 1;
			continue;
		}
		size_t n = 0;
		while (isalnum((unsigned char)x[i + n]) || x[i + n] == '_')
			n++;
		const char *name = arena_strndup(x + i, n);
		Decl *d = scan_lookup(t->c, name, in->src.pragma_begin);
		int call = x[i + n + strspn(x + i + n, " \t")] == '(';
		int macro = is_macro(t->c, x + i, n);
		if (!macro && !is_keyword(x + i, n) && !(!call && !d && template_param(t->c, name)) &&
		    (call || !d || d->at >= t->r->src.pragma_begin))
			return 0;
		i += n;
	}
	return 1;
}

void
teams_read(Ctx *c, Region *r)
{
	Node *stmt = scan_stmt_after(c, r->src.pragma_end);
	Team t = {c, r, NULL, 0, 0, {c, r, NULL, 0, 0, NULL, 0, 0}, 0};
	size_t cap = 0;

	if (!stmt)
		return;
	for (int i = 0; i < c->u->nregions; i++) {
		Region *in = c->u->regions[i];
		/* the kernel evaluates the chunk size of nested loops */
		if (in->exec.sched.chunk && in->parent && (in->parent == r || in->parent->parent == r))
			captures_names(c, r, in->exec.sched.chunk, in->src.pragma_begin, in->exec.sched.chunk_loc,
			               "schedule");
		if (in->parent != r || !dir_is_parallel(in->dir))
			continue; /* a single or masked construct in a distribute loop */
		r->teams.nested++;
		if (in->exec.thread_limit) {
			in->exec.num_threads_host = host_expr(&t, in, in->exec.thread_limit);
			captures_names(c, r, in->exec.thread_limit, in->src.pragma_begin, in->loc, "num_threads");
		}
		if (in->exec.if_parallel)
			captures_names(c, r, in->exec.if_parallel, in->src.pragma_begin, in->loc, "if");
		for (int k = 0; k < in->data.nreductions; k++) {
			const Loc *at = &in->data.reductions[k].var->loc;
			if (mapped(r, in->data.reductions[k].var))
				continue; /* into its device copy, which the teams share */
			int teams_copy = 0;
			for (int j = 0; j < r->data.nreductions; j++)
				teams_copy |= r->data.reductions[j].var == in->data.reductions[k].var;
			if (teams_copy)
				continue; /* into the team's copy (the construct's reduction) */
			if (at->line < r->loc.line || (at->line == r->loc.line && at->col < r->loc.col))
				diag_error(in->data.reductions[k].loc, "reduction of '%s', declared outside the "
				           "target region, on a parallel region nested in a teams region is "
				           "not supported yet: reduce into a variable the team declares",
				           in->data.reductions[k].var->name);
		}
	}
	for (int i = 0; i < r->dev.nsyncs; i++)
		if (r->dev.syncs[i].kind == SYNC_CRITICAL &&
		    holds_inner(&t, r->dev.syncs[i].body_begin, r->dev.syncs[i].body_end))
			diag_error(r->dev.syncs[i].loc, "a parallel region inside '#pragma omp critical' is "
			                            "not supported yet");
	if (!r->teams.nested && r->dir == DIR_TTD) {
		/* no nested parallel: compiled like a combined loop */
		shared_visit(stmt->cursor, clang_getNullCursor(), &t);
		clang_visitChildren(stmt->cursor, shared_visit, &t);
		return;
	}
	/* target parallel: its reduction is its parallel region's, whose
	 * threads are all the kernel's; target teams without parallel
	 * regions: a thread per team, whose copy is the team's; with them, a
	 * scalar's team copy is one the team's threads share
	 * (lowering/lower.c, Param.red_team) */
	for (int k = 0; r->dir != DIR_TP && r->teams.nested && k < r->data.nreductions; k++)
		if (r->data.reductions[k].var->kind != VAR_SCALAR || r->data.reductions[k].op == RED_USER)
			diag_error(r->data.reductions[k].loc, "reduction of '%s' on '#pragma omp %s' with "
			           "nested parallel regions is not supported yet: of a scalar %swith a "
			           "predefined operator it is", r->data.reductions[k].item, dir_spelling[r->dir],
			           r->data.reductions[k].udr && r->data.reductions[k].udr->complex
			                   ? "of a real type " : "");
	if (r->data.nlastprivates)
		diag_error(r->loc, "lastprivate on '#pragma omp %s' with nested parallel regions is "
		                   "not supported yet", dir_spelling[r->dir]);
	/* the statements of the distribute loop's body, or of target teams;
	 * target parallel's is its parallel region */
	Node *body = r->dir == DIR_TTD ? scan_stmt_after(c, r->src.body_begin) : stmt;
	if (!body)
		return;
	TeamStmt root = {0};
	if (r->dir == DIR_TP) {
		root.loc = r->src.stmt_loc;
		root.kind = TS_PARALLEL;
		root.begin = r->src.stmt_begin;
		root.end = r->src.stmt_end;
		root.parallel = inner_at(&t, r->src.stmt_begin);
	} else
		build(&t, body->cursor, &root);
	if (root.kind == TS_CONTROL && root.compound) {
		r->teams.stmts = root.kids;
		r->teams.nstmts = root.nkids;
	} else {
		VEC_PUSH(r->teams.stmts, r->teams.nstmts, cap, root);
	}
	vlas_placed(r->teams.stmts, r->teams.nstmts, 0, vlas_jumps(r->teams.stmts, r->teams.nstmts));
	r->teams.nall = t.nstmts;
	r->teams.nvars = (int)t.sc.nvars;
	TeamVar **vars = arena_alloc((t.sc.nvars + 1) * sizeof *vars);
	vars_by_id(r->teams.stmts, r->teams.nstmts, vars);
	team_var_uses(&t.sc, body->cursor, vars);
	writes_visit(body->cursor, clang_getNullCursor(), &t);
	clang_visitChildren(body->cursor, writes_visit, &t);
	if (r->dir == DIR_TTD)
		windows_read(c, r, stmt->cursor, body->cursor);
}
