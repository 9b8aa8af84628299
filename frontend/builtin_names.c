/* Names of CUDA's built-in variables (threadIdx, blockIdx, blockDim,
 * gridDim: cuda_kernel_builtin) that the program gives its own
 * variables, where the code omp2cuda writes in a kernel must still reach
 * CUDA's.
 */
#include <string.h>

#include "internal.h"

/* A variable region r captures, name: the kernel's parameter of that
 * name would hide CUDA's built-in variable from the loop and team code
 * omp2cuda writes around the region's own.  The kernel of a target
 * construct holding no directive runs its statement as written. */
void
cuda_names_captured(Ctx *c, const Region *r, const char *name, Loc loc)
{
	int nested = 0;

	if (!cuda_kernel_builtin(name))
		return;
	for (int i = 0; i < c->nps; i++)
		nested |= r->src.stmt_begin <= c->ps[i].begin && c->ps[i].begin < r->src.stmt_end;
	if (dir_shape[r->dir] != SHAPE_SERIAL || nested)
		diag_error(loc, "variable '%s' named in a target region is not supported yet: it "
		                "is the name of a CUDA built-in variable, which the generated "
		                "kernels use; rename it", name);
}

/* Local variables and parameters named as a built-in variable the
 * generated kernels use (blockDim): where omp2cuda writes code in their
 * scope (a nested construct's loop, an API call's answer in a function),
 * they would hide CUDA's.  The .cu file's copy renames each, its
 * declaration and every reference written out in the file, o2c_user_blockDim;
 * the host fallback keeps the name.  The loop variable of a for
 * statement keeps it, a construct's loop declaring it by name, and so does
 * a variable a region captures (an error where the kernel writes code
 * that names CUDA's, captures.c). */
typedef struct Hiding {
	Ctx *c;
	CXCursor *loop_vars; /* for statements' own variables of those names */
	size_t nloop_vars, cap;
} Hiding;

static int
hiding_decl(Ctx *c, CXCursor d)
{
	enum CXCursorKind k = clang_getCursorKind(d), pk;
	Decl *captured;

	if ((k != CXCursor_VarDecl && k != CXCursor_ParmDecl) ||
	    !cuda_kernel_builtin(cx_take_string(clang_getCursorSpelling(d))))
		return 0;
	pk = clang_getCursorKind(clang_getCursorSemanticParent(d));
	if (pk == CXCursor_TranslationUnit || pk == CXCursor_Namespace ||
	    pk == CXCursor_LinkageSpec || clang_Cursor_isNull(clang_getCursorSemanticParent(d)))
		return 0;
	/* a variable a region captures keeps its name: its kernel's parameter
	 * (captures.c) */
	return !((captured = scan_decl_of(c, d)) && captured->var);
}

static int
loop_var(const Hiding *h, CXCursor d)
{
	for (size_t i = 0; i < h->nloop_vars; i++)
		if (clang_equalCursors(h->loop_vars[i], d))
			return 1;
	return 0;
}

static void
rename_at(Ctx *c, unsigned b, const char *name)
{
	Edit ed = {0};
	size_t n = strlen(name);

	if (b + n > c->u->len || strncmp(c->u->src + b, name, n))
		return; /* not written out here (a macro's) */
	ed.begin = b;
	ed.end = b + (unsigned)n;
	ed.text = arena_printf("o2c_user_%s", name);
	edits_add(c, ed);
}

static enum CXChildVisitResult
hiding_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Hiding *h = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor kids[1], d;

	(void)parent;
	if (k == CXCursor_ForStmt && cx_children(cur, kids, 1) >= 1 &&
	    clang_getCursorKind(kids[0]) == CXCursor_DeclStmt) {
		CXCursor vars[8];
		int n = cx_children(kids[0], vars, 8);
		for (int i = 0; i < n && i < 8; i++)
			if (cuda_kernel_builtin(cx_take_string(clang_getCursorSpelling(vars[i]))))
				VEC_PUSH(h->loop_vars, h->nloop_vars, h->cap, vars[i]);
	}
	if (cx_in_macro(cur) || !cx_in_main_file(cur))
		return CXChildVisit_Recurse;
	if (hiding_decl(h->c, cur) && !loop_var(h, cur))
		rename_at(h->c, cx_offset(clang_getCursorLocation(cur)),
		          cx_take_string(clang_getCursorSpelling(cur)));
	if (k == CXCursor_DeclRefExpr && hiding_decl(h->c, d = clang_getCursorReferenced(cur)) &&
	    !loop_var(h, d) && !(cx_in_macro(d) || !cx_in_main_file(d)))
		rename_at(h->c, cx_offset(clang_getCursorLocation(cur)),
		          cx_take_string(clang_getCursorSpelling(d)));
	return CXChildVisit_Recurse;
}

static enum CXChildVisitResult
hiding_top(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (cx_in_main_file(cur))
		clang_visitChildren(cur, hiding_visit, data);
	return CXChildVisit_Continue;
}

void
cuda_names_hiding(Ctx *c)
{
	Hiding h = {c, NULL, 0, 0};

	clang_visitChildren(clang_getTranslationUnitCursor(c->tu), hiding_top, &h);
}
