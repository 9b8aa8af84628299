/* Calls of function templates in device code: the .cu file holds the
 * template as written, a CUDA C++ template marked __device__ after its
 * template parameter list, and nvcc instantiates it for the calls there,
 * as the host compiler does for the host file.  One copy of the text
 * serves every instantiation, so the edits device code needs (cxx.c,
 * devfuncs.c) are made once at the pattern's offsets, where every
 * instantiation agrees; but each specialization device code calls is
 * read on its own (captures.c walks its instantiated body, of its own
 * types and values), so that every check of a called function applies
 * to each: what it calls (other templates too), the types it uses, its
 * OpenMP constructs and API calls.
 *
 * An explicit specialization (`template <> float f<float>()`) is a
 * function of its own, read as one; its text needs the primary template
 * before it, which comes along, and __device__ after its `template <>`.
 * A member function template keeps its error (cxx_members.c).
 */
#include <string.h>

#include "cxx.h"

/* The entry of u->decls that begins where decl does, or -1. */
static int
decl_at(Ctx *c, CXCursor decl)
{
	unsigned b, e;

	cx_whole_extent(c, decl, &b, &e);
	return decls_index(c, b);
}

/* The concepts of the main file that a copied template's text names
 * (`template <Real T>`, `requires Small<T>`, and those their definitions
 * name): their definitions come along, at namespace scope, where
 * nvcc checks the constraints as clang did (C++20 [temp.concept]). */
static enum CXChildVisitResult
concept_ref(CXCursor cur, CXCursor parent, CXClientData data)
{
	Ctx *c = data;
	CXCursor to = clang_getCursorReferenced(cur), top;
	unsigned b, e;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_TemplateRef ||
	    clang_getCursorKind(to) != CXCursor_ConceptDecl || !cx_expanded_in_main_file(to))
		return CXChildVisit_Recurse;
	cx_extent(to, &b, &e);
	if (decls_top_around(c, b, &top) && decls_add(c, cxx_namespace_member(top, b), 0))
		clang_visitChildren(to, concept_ref, c);
	return CXChildVisit_Continue;
}

/* Template declaration decl (a function template, or an explicit
 * specialization) copied to the .cu file once, marked __device__ past
 * its template heads: its entry of u->decls. */
static int
template_decl(Ctx *c, CXCursor decl)
{
	Edit ed = {0};
	int i = decl_at(c, decl);

	if (i < 0) {
		decls_function(c, decl);
		clang_visitChildren(decl, concept_ref, c);
		i = decl_at(c, decl);
	}
	c->u->decls[i].template_fn = 1;
	ed.begin = ed.end = cxx_past_template_heads(c, decl);
	ed.open = "__device__ ";
	ed.close = "";
	edits_add(c, ed);
	return i;
}

/* Instantiation def of a function (a function template's, a class
 * template's member's), which device code calls: 1 the first time. */
int
cxx_calls_instance(Ctx *c, CXCursor def)
{
	for (size_t i = 0; i < c->ntmpl_calls; i++)
		if (clang_equalCursors(c->tmpl_calls[i], def))
			return 0;
	VEC_PUSH(c->tmpl_calls, c->ntmpl_calls, c->cap_tmpl_calls, def);
	return 1;
}

/* Specialization def of a function template, which device code calls:
 * 1 where it is read for the first time, *fn its template's entry of
 * u->decls; 0 where it has been read. */
int
cxx_calls_template(Ctx *c, CXCursor def, int *fn)
{
	CXCursor first, pattern;

	if (!cxx_calls_instance(c, def))
		return 0;
	first = clang_getSpecializedCursorTemplate(def);
	pattern = cxx_template_pattern(def);
	/* a template declared before its definition: both, as written */
	if (!clang_equalCursors(first, pattern) && cx_in_main_file(first))
		template_decl(c, first);
	*fn = template_decl(c, pattern);
	return 1;
}

/* Function def, just copied to the .cu file: where it is an explicit
 * specialization of a function template, its primary template comes
 * before it, and it is marked __device__ past its `template <>`. */
void
cxx_calls_specialization(Ctx *c, CXCursor def)
{
	CXCursor tmpl = clang_getSpecializedCursorTemplate(def);

	if (!c->u->cxx || clang_getCursorKind(tmpl) != CXCursor_FunctionTemplate)
		return;
	template_decl(c, tmpl);
	template_decl(c, def);
}
