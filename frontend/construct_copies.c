/* The copies a construct in device code gives its list items where one
 * thread runs it (a team of one, a thread binding; devfuncs.c): private
 * and firstprivate copies declared around its statement, a reduction's
 * private copy at the operator's identity and its combining at the end.
 * Read from the directive's clauses.
 */
#include <string.h>

#include "internal.h"

/* A private copy of a variable, declared where its construct begins. */
const char *
copies_private_decl(CXCursor var, const char *name, Loc loc)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(var));

	if (t.kind == CXType_VariableArray || t.kind == CXType_IncompleteArray) {
		diag_error(loc, "a private copy of '%s' in a function called from a target region is "
		                "not supported yet",
		           name);
		return "";
	}
	return arena_printf("%s; ", locals_decl(clang_getCursorType(var), name));
}

/* The copies of a data-sharing clause's list items: private ones
 * declared, firstprivate ones initialised through a copy made first
 * (*outer, closed by one more brace). */
const char *
copies_clause(Ctx *c, const Pragma *p, const char *clause, const char **outer, int *braces)
{
	const char *decls = "";
	const char *args;
	Loc loc = cx_loc(c, p->begin);

	for (int m = 0; (args = pragmas_clause_args(c, p, clause, m)); m++) {
		char *list = arena_strdup(args), *save = NULL;
		for (char *it = strtok_r(list, ", \t\n", &save); it; it = strtok_r(NULL, ", \t\n", &save)) {
			Decl *v = scan_lookup(c, it, p->begin);
			if (!v) {
				diag_error(loc, "'%s' is not a variable declared in this file", it);
				continue;
			}
			if (!strcmp(clause, "private")) {
				decls = arena_printf("%s%s", decls, copies_private_decl(v->cursor, it, loc));
				continue;
			}
			CXType t = clang_getCanonicalType(clang_getCursorType(v->cursor));
			if (t.kind != CXType_Pointer && t.kind != CXType_Record && t.kind != CXType_Enum &&
			    !(t.kind >= CXType_FirstBuiltin && t.kind <= CXType_LastBuiltin)) {
				diag_error(loc, "firstprivate array '%s' in a function called from a target "
				                "region is not supported yet",
				           it);
				continue;
			}
			const char *copy = arena_printf("o2c_fp_%s", it);
			*outer = arena_printf("%s%s = %s; ", *outer,
			                      locals_decl(clang_getCursorType(v->cursor), copy), it);
			decls = arena_printf("%s%s = %s; ", decls,
			                     locals_decl(clang_getCursorType(v->cursor), it), copy);
		}
	}
	if (**outer && !*braces)
		*braces = 1;
	return decls;
}

/* The operator of reduction(op: list) as the device header's O2C_RED_*
 * (OpenMP 5.2 5.5.5), its list in *list; NULL after an error. */
static const char *
reduction_op(Ctx *c, const Pragma *p, const char *args, const char **list)
{
	const char *colon = strchr(args, ':');
	char op[16];
	int n = 0;

	for (const char *s = args; colon && s < colon && n < (int)sizeof op - 1; s++)
		if (*s != ' ' && *s != '\t' && *s != '\n')
			op[n++] = *s;
	op[n] = 0;
	*list = colon ? colon + 1 : "";
	if (colon && red_code(op))
		return red_names[red_code(op)];
	diag_error(cx_loc(c, p->begin), "reduction '%s' on '#pragma omp %s' run by a team of one "
	                                   "thread in device code is not supported yet: a scalar "
	                                   "with one of + - * min max & | ^ && || is",
	           args, p->name);
	return NULL;
}

/* The copies of reduction list items (OpenMP 5.2 5.5.8) for a team of
 * one thread: the original's value kept in a copy made first (*outer),
 * the private copy declared at the operator's identity, and on the way
 * out (*close) the private value combined into the kept one, which
 * becomes the original's (the header's o2c_identity and o2c_combine). */
const char *
copies_reduction(Ctx *c, const Pragma *p, const char **outer, const char **close)
{
	const char *decls = "", *args, *list;

	for (int m = 0; (args = pragmas_clause_args(c, p, "reduction", m)); m++) {
		const char *op = reduction_op(c, p, args, &list);
		char *items = arena_strdup(list), *save = NULL;
		for (char *it = strtok_r(items, ", \t\n", &save); op && it;
		     it = strtok_r(NULL, ", \t\n", &save)) {
			Decl *v = scan_lookup(c, it, p->begin);
			CXType t = v ? clang_getCanonicalType(clang_getCursorType(v->cursor)) : (CXType){0};
			if (!v || !(t.kind >= CXType_FirstBuiltin && t.kind <= CXType_LastBuiltin)) {
				diag_error(cx_loc(c, p->begin), "reduction of '%s' on '#pragma omp %s' run by "
				           "a team of one thread in device code is not supported yet: a scalar "
				           "variable of arithmetic type is", it, p->name);
				continue;
			}
			const char *copy = arena_printf("o2c_rd_%s", it);
			*outer = arena_printf("%s%s = %s; ", *outer,
			                      locals_decl(clang_getCursorType(v->cursor), copy), it);
			decls = arena_printf("%s%s = o2c_identity<%s, decltype(%s)>(); ", decls,
			                     locals_decl(clang_getCursorType(v->cursor), it), op, copy);
			*close = arena_printf("%s %s = o2c_combine<%s>(%s, %s);", *close, copy, op, copy, it);
			c->u->device_api = 1;
		}
	}
	return decls;
}

/* After the private copies' scope: the reduction items' values. */
const char *
copies_reduction_results(Ctx *c, const Pragma *p)
{
	const char *out = "", *args, *list;

	for (int m = 0; (args = pragmas_clause_args(c, p, "reduction", m)); m++) {
		char *items = arena_strdup((list = strchr(args, ':')) ? list + 1 : ""), *save = NULL;
		for (char *it = strtok_r(items, ", \t\n", &save); it; it = strtok_r(NULL, ", \t\n", &save))
			out = arena_printf("%s %s = o2c_rd_%s;", out, it, it);
	}
	return out;
}

/* Does a private clause of directive p name variable `name`? */
int
copies_named_private(Ctx *c, const Pragma *p, const char *name)
{
	const char *args;

	for (int m = 0; (args = pragmas_clause_args(c, p, "private", m)); m++) {
		char *list = arena_strdup(args), *save = NULL;
		for (char *it = strtok_r(list, ", \t\n", &save); it; it = strtok_r(NULL, ", \t\n", &save))
			if (!strcmp(it, name))
				return 1;
	}
	return 0;
}
