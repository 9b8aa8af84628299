/* Reads the host loop around a reduction region whose iterations the
 * GPU may run in one launch (lowering/batches.c), as in
 *
 *     for (int j = 1; j <= H; j++) {
 *             float sum = 0.0f;
 *     #pragma omp target teams distribute parallel for reduction(+: sum)
 *             for (int i = 0; i <= n; i++)
 *                     sum += w[(long)i * (H + 1) + j] * input[i];
 *             hidden[j] = squash(sum);
 *     }
 *
 * What the launch needs of the loop, decided here: the region is a
 * statement of the loop's body (not inside another statement of it), the
 * loop is canonical with a positive constant step and a test bound the host
 * may evaluate again (chains_host_loop), and from one iteration to the
 * next nothing changes what the region computes but the loop's variable:
 *   - no other directive in the loop, no label, goto or asm in its body;
 *   - every variable the region names from outside it, and every one the
 *     loop's test names (the host counts the iterations once), is a non-volatile
 *     local or parameter of the function, declared before the loop, whose
 *     address the function never takes, which the body never assigns, and
 *     the loop's variable too (so only the loop's increment changes it);
 *     the reduction variable aside, whose value the host combines the
 *     result into where the region stands;
 *   - every function the body calls is a library function (declared in a
 *     system header, not an OpenMP one) or one the file defines whose
 *     code, and the code of every function it calls, holds no directive, no
 *     asm and calls only such functions: none of them maps, copies or
 *     launches, so the device memory the region reads stays as it was
 *     (the runtime checks at the launch that every pointer the region
 *     follows is present, not unified memory the host's stores would
 *     reach); in C++ no call passes a variable by non-const reference and
 *     the function holds no lambda (a lambda captures by reference).
 * Lowering adds what the region's clauses and code must be (one scalar
 * reduction, no map clause, pointers only read).
 */
#include <string.h>

#include "internal.h"

enum { CALL_DEPTH = 8 };

typedef struct Scan {
	Ctx *c;
	CXCursor *vars;       /* declarations the region names from outside */
	int nvars;
	size_t capvars;
	unsigned skip_begin, skip_end; /* the region's text */
	int depth;
	const char *why;
} Scan;

static int
is_var(const Scan *s, CXCursor decl)
{
	decl = clang_getCanonicalCursor(decl);
	for (int i = 0; i < s->nvars; i++)
		if (clang_equalCursors(s->vars[i], decl))
			return 1;
	return 0;
}

static const char *
name_of(CXCursor c)
{
	return cx_take_string(clang_getCursorSpelling(c));
}

/* The variables the region names that are declared outside it. */
static enum CXChildVisitResult
region_vars(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;
	unsigned b, e;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCanonicalCursor(clang_getCursorReferenced(cur));
		enum CXCursorKind k = clang_getCursorKind(d);
		cx_extent(d, &b, &e);
		if ((k == CXCursor_VarDecl || k == CXCursor_ParmDecl) &&
		    (b < s->skip_begin || b >= s->skip_end) && !is_var(s, d))
			VEC_PUSH(s->vars, s->nvars, s->capvars, d);
	}
	return CXChildVisit_Recurse;
}

static const char *
code_why(CXCursor cur)
{
	switch (clang_getCursorKind(cur)) {
	case CXCursor_LabelStmt:
	case CXCursor_GotoStmt:
	case CXCursor_IndirectGotoStmt:
		return "the loop's body has a label or goto";
	case CXCursor_AsmStmt:
	case CXCursor_MSAsmStmt:
		return "the loop's body has asm";
	case CXCursor_LambdaExpr:
		return "a lambda in the code the loop runs";
	default:
		return cx_is_directive(cur) ? "the loop runs another directive" : NULL;
	}
}

static int
omp_name(const char *n)
{
	return !strncmp(n, "omp_", 4) || !strncmp(n, "ompx_", 5) || !strncmp(n, "__kmpc", 6) ||
	       !strncmp(n, "__tgt", 5) || !strncmp(n, "GOMP_", 5) || !strncmp(n, "o2c_", 4);
}

static enum CXChildVisitResult callee_visit(CXCursor cur, CXCursor parent, CXClientData data);

/* f, a function a call of the loop's body may run (callees.c): why it
 * may change device memory or a variable the region reads, into s->why. */
static void
callee_why(CXCursor f, void *data)
{
	Scan *s = data;
	const char *n = name_of(f);
	CXCursor def;

	if (s->why || clang_Location_isInSystemHeader(clang_getCursorLocation(f)))
		return;
	def = clang_getCursorDefinition(f);
	if (clang_Cursor_isNull(def)) {
		s->why = arena_printf("the loop's body calls '%s', which the file does not define", n);
		return;
	}
	if (s->depth >= CALL_DEPTH) {
		s->why = arena_printf("the loop's body calls '%s', too deep to follow", n);
		return;
	}
	s->depth++;
	clang_visitChildren(def, callee_visit, s);
	s->depth--;
}

/* Why the call cur may change device memory or a variable the region
 * reads, or NULL. */
static const char *
call_why(Scan *s, CXCursor cur)
{
	CXCursor f = clang_getCursorReferenced(cur);
	enum CXCursorKind k = clang_getCursorKind(f);
	const char *n;

	if (k != CXCursor_FunctionDecl && k != CXCursor_CXXMethod && k != CXCursor_Constructor &&
	    k != CXCursor_Destructor && k != CXCursor_ConversionFunction)
		return "the loop's body calls through a pointer";
	n = name_of(f);
	if (omp_name(n))
		return arena_printf("the loop's body calls '%s'", n);
	for (int i = 0; i < clang_Cursor_getNumArguments(f); i++) {
		CXType t = clang_getCursorType(clang_Cursor_getArgument(f, (unsigned)i));
		if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
			CXType pt = clang_getPointeeType(t);
			if (!clang_isConstQualifiedType(pt))
				return arena_printf("the loop's body calls '%s', which takes a reference", n);
		}
	}
	/* a declare variant's choices, a virtual function's overrides */
	if (!callees_each(s->c, NULL, cur, callee_why, s))
		return arena_printf("the loop's body calls '%s', whose callee is not known", n);
	return s->why;
}

/* A function the loop's body calls, and those it calls. */
static enum CXChildVisitResult
callee_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;

	(void)parent;
	if (s->why)
		return CXChildVisit_Break;
	if ((s->why = code_why(cur)))
		return CXChildVisit_Break;
	if (clang_getCursorKind(cur) == CXCursor_CallExpr && (s->why = call_why(s, cur)))
		return CXChildVisit_Break;
	return CXChildVisit_Recurse;
}

/* The loop's body, but for the region. */
static enum CXChildVisitResult
body_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;
	CXCursor lhs, d;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (b >= s->skip_begin && e <= s->skip_end)
		return CXChildVisit_Continue;
	if ((s->why = code_why(cur)))
		return CXChildVisit_Break;
	if (clang_getCursorKind(cur) == CXCursor_CallExpr && (s->why = call_why(s, cur)))
		return CXChildVisit_Break;
	if (cx_write_of(cur, &lhs) && cx_written_var(lhs, &d)) {
		CXType t = clang_getCursorType(d);
		if (is_var(s, d)) {
			s->why = arena_printf("the loop's body assigns '%s', which the region reads",
			                      name_of(d));
			return CXChildVisit_Break;
		}
		if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
			s->why = arena_printf("the loop's body assigns reference '%s'", name_of(d));
			return CXChildVisit_Break;
		}
	}
	return CXChildVisit_Recurse;
}

/* The function: no address of a variable the region reads. */
static enum CXChildVisitResult
address_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;
	CXCursor k[1], d;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_LambdaExpr) {
		s->why = "the function holds a lambda";
		return CXChildVisit_Break;
	}
	if (clang_getCursorKind(cur) == CXCursor_UnaryOperator && !strcmp(cx_operator(cur), "&") &&
	    cx_children(cur, k, 1) == 1 && cx_written_var(k[0], &d) && is_var(s, d)) {
		s->why = arena_printf("the function takes the address of '%s', which the region reads",
		                      name_of(d));
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Why the variables the region reads may change between iterations by
 * what they are, or NULL. */
static const char *
vars_why(const Scan *s)
{
	for (int i = 0; i < s->nvars; i++) {
		CXCursor d = s->vars[i];
		enum CX_StorageClass sc = clang_Cursor_getStorageClass(d);
		enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(d));
		CXType t = clang_getCursorType(d);
		if (sc == CX_SC_Static || sc == CX_SC_Extern ||
		    (pk != CXCursor_FunctionDecl && pk != CXCursor_CXXMethod &&
		     pk != CXCursor_Constructor && pk != CXCursor_FunctionTemplate))
			return arena_printf("the region reads '%s', not a local of the function",
			                    name_of(d));
		if (clang_isVolatileQualifiedType(t))
			return arena_printf("the region reads volatile '%s'", name_of(d));
		if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
			return arena_printf("the region reads reference '%s'", name_of(d));
	}
	return NULL;
}

/* The function around the loop's variable, or a null cursor. */
static CXCursor
function_of(CXCursor var)
{
	CXCursor p = clang_getCursorSemanticParent(var);
	enum CXCursorKind k = clang_getCursorKind(p);

	if (k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_Constructor ||
	    k == CXCursor_FunctionTemplate)
		return clang_getCursorDefinition(p);
	return clang_getNullCursor();
}

/* Why what region r computes may change from one iteration of the host
 * loop f to the next other than by the loop's variable, or NULL (l
 * filled): the loop (chains_host_loop), no other directive in it, the
 * variables the region names from outside it but those named in keep
 * (frontend/batches.c's rules), and, where body is not null, what the
 * loop's body does besides the region. */
const char *
batches_host_loop(Ctx *c, Region *r, const Node *stmt, const Node *f, Loop *l,
                  const char *const *keep, int nkeep, CXCursor body)
{
	Scan s = {c, NULL, 0, 0, r->src.pragma_begin, region_end(r), 0, NULL};
	CXCursor kids[4], var, fn;
	const char *why;

	for (int i = 0; i < c->nps; i++) {
		unsigned at = c->ps[i].begin;
		if (at > f->begin && at < f->end && (at < r->src.pragma_begin || at >= region_end(r)))
			return "the loop's body holds another directive";
	}
	if ((why = chains_host_loop(c, l, f->cursor)))
		return why;
	cx_children(f->cursor, kids, 4);
	clang_visitChildren(stmt->cursor, region_vars, &s);
	clang_visitChildren(kids[1], region_vars, &s); /* the test's bound: counted once */
	for (int i = 0; i < nkeep; i++)
		for (int k = 0; k < s.nvars; k++)
			if (!strcmp(name_of(s.vars[k]), keep[i]))
				s.vars[k--] = s.vars[--s.nvars];
	var = clang_getCanonicalCursor(chains_loop_var(kids[0]));
	for (int k = 0; k < s.nvars; k++) { /* each iteration declares them anew */
		unsigned b, e;
		cx_extent(s.vars[k], &b, &e);
		if (b >= f->begin && b < f->end && !clang_equalCursors(s.vars[k], var))
			return arena_printf("the region reads '%s', declared in the loop",
			                    name_of(s.vars[k]));
	}
	if (!is_var(&s, var))
		VEC_PUSH(s.vars, s.nvars, s.capvars, var);
	if ((why = vars_why(&s)))
		return why;
	if (!clang_Cursor_isNull(body))
		clang_visitChildren(body, body_visit, &s);
	if (s.why)
		return s.why;
	fn = function_of(var);
	if (clang_Cursor_isNull(fn))
		return "the loop is not in a function";
	clang_visitChildren(fn, address_visit, &s);
	return s.why;
}

/* The host file puts the loop in a block that opens with `open`: the
 * declaration of region r's batch's results (codegen/emit_region.c names
 * them o2c_batch_<begin>), or of the state of its stencil steps
 * (frontend/steps.c); codegen prints it where lowering took them. */
void
batches_wrap(Ctx *c, const Region *r, unsigned begin, unsigned end, const char *open)
{
	Unit *u = c->u;
	HostWrap h = {begin, end, begin, 0, 0, open, " }", r};
	int i;

	for (i = 0; i < u->nwraps && u->wraps[i].begin <= h.begin; i++)
		if (u->wraps[i].begin == h.begin)
			return;
	VEC_PUSH(u->wraps, u->nwraps, c->capwraps, h);
	memmove(&u->wraps[i + 1], &u->wraps[i], (size_t)(u->nwraps - 1 - i) * sizeof h);
	u->wraps[i] = h;
}

void
batches_read(Ctx *c, Region *r, const Node *stmt)
{
	const Node *p = chains_holder(c, stmt), *f;
	CXCursor kids[4];

	r->around.batch.var = NULL;
	r->around.batch_why = NULL;
	if (!p || r->src.outer_end || !r->data.nreductions)
		return;
	if (clang_getCursorKind(p->cursor) == CXCursor_CompoundStmt)
		f = chains_holder(c, p);
	else
		f = p, p = stmt;
	if (!f || clang_getCursorKind(f->cursor) != CXCursor_ForStmt ||
	    cx_children(f->cursor, kids, 4) != 4 || !cx_same_node(kids[3], p->cursor))
		return;
	const char **reds = arena_alloc(sizeof *reds * (size_t)r->data.nreductions);
	for (int i = 0; i < r->data.nreductions; i++) /* the host combines into their values */
		reds[i] = r->data.reductions[i].var->name;
	if ((r->around.batch_why = batches_host_loop(c, r, stmt, f, &r->around.batch, reds, r->data.nreductions,
	                                      kids[3]))) {
		r->around.batch.var = NULL;
		return;
	}
	r->around.batch_begin = f->begin;
	batches_wrap(c, r, f->begin, f->end,
	             arena_printf("{ O2cBatch o2c_batch_%u; o2c_batch_%u.n = 0; o2c_batch_%u.off = 0; ",
	                          f->begin, f->begin, f->begin));
}
