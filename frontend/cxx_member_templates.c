/* The template arguments of a specialization of a member function
 * template (of a class, or of a class template's specialization), which
 * libclang does not give: clang_Cursor_getNumTemplateArguments answers
 * for a FunctionDecl only, not for a CXXMethod.  They are recovered
 * from the AST, each from a place where the specialization spells it:
 *   - a type parameter, by matching the types of the member template's
 *     parameters (`T *x`, `const U &w`, `Op op`, `Box<T> b`) against the
 *     specialization's (`float *`, `const double &`, ...), then the types
 *     of the variables its body declares against the same variables in
 *     the specialization's body, at the same offsets (clang keeps the
 *     pattern's source locations in an instantiation): T is what stands
 *     where the pattern has T;
 *   - a non-type parameter of integral or enumeration type, by the value
 *     of the specialization's expression where the pattern's body names
 *     the parameter.
 * The pattern whose parameters are read is the template the
 * specialization comes from: of a class template's specialization, the
 * member template as instantiated with the class (its own parameters
 * the only dependent ones, at depth 0).  Every parameter must be found,
 * each place agreeing; else there is no answer (a parameter pack, a
 * template template parameter, a parameter the function names nowhere
 * it can be read), and the caller keeps the member template on the host.
 *
 * On them rest the arguments of any instantiation in generated code
 * (cxx_template_args_of: its class's, then its own, whichever libclang
 * gives or this file reads) and the aliases of those in scope of a
 * lambda written in one (cxx_template_aliases, cxx_closures.c's closure
 * structs).
 */
#include <stdio.h>
#include <string.h>

#include "cxx.h"

typedef struct Deduced {
	CXCursor prm[MAX_MEMBER_ARGS]; /* the member template's parameters */
	int n;
	int bound[MAX_MEMBER_ARGS];
	TemplateArg *arg;
	int depth;  /* of the parameters in the types read now */
	int failed;
} Deduced;

/* The index of the member template's type parameter that canonical type
 * t is (`type-parameter-0-1`: depth 0, the member template's own list
 * where its class is no template, index 1), or -1. */
static int
type_param(const Deduced *d, CXType t)
{
	const char *s = cx_take_string(clang_getTypeSpelling(t));
	int depth, index, end = 0;

	if (sscanf(s, "type-parameter-%d-%d%n", &depth, &index, &end) != 2 || s[end] || depth != d->depth)
		return -1;
	return index;
}

static int
qualifiers(CXType t)
{
	return clang_isConstQualifiedType(t) | clang_isVolatileQualifiedType(t) << 1 |
	       clang_isRestrictQualifiedType(t) << 2;
}

static void
bind_type(Deduced *d, int i, CXType a)
{
	if (i >= d->n || clang_getCursorKind(d->prm[i]) != CXCursor_TemplateTypeParameter) {
		d->failed = 1;
		return;
	}
	if (d->bound[i]) {
		if (!clang_equalTypes(clang_getCanonicalType(d->arg[i].type), clang_getCanonicalType(a)))
			d->failed = 1;
		return;
	}
	d->bound[i] = 1;
	d->arg[i] = (TemplateArg){CXTemplateArgumentKind_Type, a, 0, 0, 0};
}

/* Pattern type p (its parameters' types) against a, what the
 * specialization has in its place: each type parameter p names is what
 * stands there in a. */
static void
unify(Deduced *d, CXType p, CXType a)
{
	int i, n;

	p = clang_getCanonicalType(p);
	a = clang_getCanonicalType(a);
	if (d->failed)
		return;
	if ((i = type_param(d, clang_getUnqualifiedType(p))) >= 0) {
		int q = qualifiers(p);
		/* `const T` stands for T's argument, const */
		if (q && qualifiers(a) != q) {
			d->failed = 1;
			return;
		}
		bind_type(d, i, q ? clang_getUnqualifiedType(a) : a);
		return;
	}
	/* a forwarding reference (`T &&`) given an lvalue: T is the lvalue
	 * reference */
	if (p.kind == CXType_RValueReference && a.kind == CXType_LValueReference &&
	    !qualifiers(clang_getCanonicalType(clang_getPointeeType(p))) &&
	    (i = type_param(d, clang_getCanonicalType(clang_getPointeeType(p)))) >= 0) {
		bind_type(d, i, a);
		return;
	}
	n = clang_Type_getNumTemplateArguments(p);
	if (p.kind == CXType_Unexposed && n > 0) { /* Box<T> */
		if (a.kind != CXType_Record || clang_Type_getNumTemplateArguments(a) != n) {
			d->failed = 1;
			return;
		}
		for (int k = 0; k < n; k++) {
			CXType pk = clang_Type_getTemplateArgumentAsType(p, (unsigned)k);
			if (pk.kind != CXType_Invalid)
				unify(d, pk, clang_Type_getTemplateArgumentAsType(a, (unsigned)k));
		}
		return;
	}
	if (p.kind != a.kind)
		return; /* nothing of the parameters read here (`typename T::type`) */
	switch (p.kind) {
	case CXType_Pointer:
	case CXType_LValueReference:
	case CXType_RValueReference:
		unify(d, clang_getPointeeType(p), clang_getPointeeType(a));
		break;
	case CXType_ConstantArray:
	case CXType_IncompleteArray:
		unify(d, clang_getArrayElementType(p), clang_getArrayElementType(a));
		break;
	case CXType_FunctionProto:
		n = clang_getNumArgTypes(p);
		if (n != clang_getNumArgTypes(a)) {
			d->failed = 1;
			return;
		}
		unify(d, clang_getResultType(p), clang_getResultType(a));
		for (int k = 0; k < n; k++)
			unify(d, clang_getArgType(p, (unsigned)k), clang_getArgType(a, (unsigned)k));
		break;
	default:
		break;
	}
}

typedef struct Place {
	unsigned b, e;
	CXType type; /* a variable's, or an invalid type */
	int prm;     /* a non-type parameter's index, or -1 */
} Place;

typedef struct Places {
	const Deduced *d;
	CXCursor body_prm[MAX_MEMBER_ARGS]; /* the pattern definition's own */
	Place *p;
	size_t n, cap;
} Places;

/* In the pattern's body: the variables it declares, and the expressions
 * naming one of its non-type parameters. */
static enum CXChildVisitResult
pattern_place(CXCursor cur, CXCursor parent, CXClientData data)
{
	Places *ps = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	Place pl = {0, 0, {CXType_Invalid, {0, 0}}, -1};

	(void)parent;
	if (k == CXCursor_VarDecl)
		pl.type = clang_getCursorType(cur);
	else if (k == CXCursor_DeclRefExpr) {
		CXCursor ref = clang_getCursorReferenced(cur);
		for (int i = 0; i < ps->d->n; i++)
			if (clang_equalCursors(ref, ps->body_prm[i]) &&
			    clang_getCursorKind(ref) == CXCursor_NonTypeTemplateParameter)
				pl.prm = i;
	}
	if (pl.type.kind != CXType_Invalid || pl.prm >= 0) {
		cx_extent(cur, &pl.b, &pl.e);
		VEC_PUSH(ps->p, ps->n, ps->cap, pl);
	}
	return CXChildVisit_Recurse;
}

typedef struct Reading {
	Deduced *d;
	const Places *ps;
	CXCursor *at; /* of each place naming a parameter: the innermost
	                 expression there, the parameter's value */
} Reading;

static void
bind_value(Deduced *d, int i, CXCursor e)
{
	CXEvalResult v = clang_Cursor_Evaluate(e);
	TemplateArg a = {CXTemplateArgumentKind_Integral, {CXType_Invalid, {0, 0}}, 0, 0, 0};

	/* not a constant there (in a generic lambda's body, which the
	 * specialization leaves a template): another place may tell */
	if (!v || clang_EvalResult_getKind(v) != CXEval_Int) {
		if (v)
			clang_EvalResult_dispose(v);
		return;
	}
	a.value = clang_EvalResult_getAsLongLong(v);
	a.uvalue = clang_EvalResult_getAsUnsigned(v);
	clang_EvalResult_dispose(v);
	if (d->bound[i] && (d->arg[i].value != a.value || d->arg[i].uvalue != a.uvalue))
		d->failed = 1;
	d->bound[i] = 1;
	d->arg[i] = a;
}

/* In the specialization's body: what stands at each place. */
static enum CXChildVisitResult
spec_place(CXCursor cur, CXCursor parent, CXClientData data)
{
	Reading *r = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	unsigned b, e;

	(void)parent;
	if (k != CXCursor_VarDecl && !clang_isExpression(k))
		return CXChildVisit_Recurse;
	cx_extent(cur, &b, &e);
	for (size_t i = 0; i < r->ps->n; i++) {
		const Place *pl = &r->ps->p[i];
		if (pl->b != b || pl->e != e)
			continue;
		if (k == CXCursor_VarDecl && pl->type.kind != CXType_Invalid)
			unify(r->d, pl->type, clang_getCursorType(cur));
		else if (clang_isExpression(k) && pl->prm >= 0)
			r->at[i] = cur; /* a conversion around it is outer */
	}
	return CXChildVisit_Recurse;
}

/* The first d->n template parameters of the pattern's definition, whose
 * body names them (a definition outside the class lists the class
 * template's after them), and their depth: 0 where they are not the
 * member template's. */
static int
body_params(Deduced *d, CXCursor def, CXCursor *out)
{
	TemplateParams ps = {{{0}}, 0};
	int index;

	cxx_template_params(def, &ps);
	if (ps.n < d->n)
		return 0;
	d->depth = -1; /* no type parameter: no type is read */
	for (int i = 0; i < d->n; i++) {
		out[i] = ps.p[i];
		if (clang_getCursorKind(out[i]) != clang_getCursorKind(d->prm[i]))
			return 0;
		if (clang_getCursorKind(out[i]) == CXCursor_TemplateTypeParameter) {
			const char *s = cx_take_string(clang_getTypeSpelling(
			        clang_getCanonicalType(clang_getCursorType(out[i]))));
			if (sscanf(s, "type-parameter-%d-%d", &d->depth, &index) != 2 || index != i)
				return 0;
		}
	}
	return 1;
}

/* Each parameter of spec's template against spec's, and its result
 * type; 0 where they are not as many. */
static int
signature(Deduced *d, CXCursor tmpl, CXCursor spec)
{
	CXCursor prm[16];
	int n = clang_Cursor_getNumArguments(spec);

	if (n < 0 || n != cx_parm_decls(tmpl, prm, 16) || n >= 16)
		return 0;
	d->depth = 0;
	for (int i = 0; i < n; i++)
		unify(d, clang_getCursorType(prm[i]),
		      clang_getCursorType(clang_Cursor_getArgument(spec, (unsigned)i)));
	unify(d, clang_getCursorResultType(tmpl), clang_getCursorResultType(spec));
	return 1;
}

/* The arguments of member function template specialization spec, whose
 * template's definition is def, after those in *out; 0 where one is not
 * found. */
/* Type arguments read from a parameter `T &v` or `T &&v` of type `int
 * &` are `int` or, given so (`s.run<int &>(x)`), `int &`, which
 * reference collapsing makes one parameter type: the specialization's
 * USR tells, `c:@S@S@F@run<#&I>#...` (`&&` an rvalue reference's).  Its
 * arguments are read there where each one's spelling is one piece
 * between `#`s, the last ending with the list's `>` (a class template's
 * specialization, `$@S@Box>#I`, is not); else they stay as read. */
static void
references(CXCursor spec, TemplateArg *arg, int n)
{
	const char *usr = cx_take_string(clang_getCursorUSR(spec)), *list = strchr(usr, '<');
	const char *piece[MAX_MEMBER_ARGS + 1];
	int k = 0;

	if (!list || list[1] != '#')
		return;
	for (const char *p = list + 1; *p == '#' && k <= n && k <= MAX_MEMBER_ARGS; k++) {
		piece[k] = ++p;
		while (*p && *p != '#')
			p++;
		if (p[-1] == '>' && k + 1 != n)
			return; /* a '>' inside an argument */
		if (p[-1] == '>')
			break;
	}
	if (k + 1 != n)
		return;
	for (int i = 0; i < n; i++) {
		enum CXTypeKind t = clang_getCanonicalType(arg[i].type).kind;
		if (arg[i].kind != CXTemplateArgumentKind_Type || piece[i][0] != '&')
			continue;
		if (piece[i][1] == '&' && t != CXType_RValueReference)
			arg[i].ref = 2;
		else if (piece[i][1] != '&' && t != CXType_LValueReference)
			arg[i].ref = 1;
	}
}

static int
member_args(CXCursor spec, CXCursor def, TemplateArgs *out)
{
	CXCursor tmpl = clang_getSpecializedCursorTemplate(spec);
	TemplateParams ps = {{{0}}, 0};
	Deduced d = {{{0}}, 0, {0}, out->arg + out->n, 0, 0};
	Places places = {&d, {{0}}, NULL, 0, 0};
	Reading r = {&d, &places, NULL};

	cxx_template_params(tmpl, &ps);
	if (out->n + ps.n > MAX_MEMBER_ARGS)
		return 0;
	for (int i = 0; i < ps.n; i++) {
		d.prm[d.n++] = ps.p[i];
		if (clang_getCursorKind(ps.p[i]) == CXCursor_TemplateTemplateParameter)
			return 0;
	}
	if (!signature(&d, tmpl, spec) || !body_params(&d, def, places.body_prm))
		return 0;
	clang_visitChildren(def, pattern_place, &places);
	r.at = arena_alloc((places.n + 1) * sizeof *r.at);
	for (size_t i = 0; i < places.n; i++)
		r.at[i] = clang_getNullCursor();
	clang_visitChildren(spec, spec_place, &r);
	for (size_t i = 0; i < places.n; i++)
		if (places.p[i].prm >= 0 && !clang_Cursor_isNull(r.at[i]))
			bind_value(&d, places.p[i].prm, r.at[i]);
	for (int i = 0; i < d.n; i++)
		if (!d.bound[i])
			return 0;
	references(spec, out->arg + out->n, d.n);
	for (int i = 0; i < d.n; i++)
		out->prm[out->n++] = places.body_prm[i];
	return !d.failed;
}

int
cxx_member_template_spec(CXCursor fn, CXCursor *pattern)
{
	CXCursor t1 = clang_getSpecializedCursorTemplate(fn), t2, def;

	if (clang_getCursorKind(fn) == CXCursor_FunctionDecl ||
	    clang_getCursorKind(t1) != CXCursor_FunctionTemplate)
		return 0;
	/* of a class template's specialization: the member template it
	 * instantiates, the class template's */
	t2 = clang_getSpecializedCursorTemplate(t1);
	if (clang_Cursor_isNull(t2))
		t2 = t1;
	def = clang_getCursorDefinition(t2);
	*pattern = clang_Cursor_isNull(def) ? clang_getNullCursor() : def;
	return 1;
}

/* The arguments of specialization spec (of a function template or of a
 * class template), after those in *out. */
static int
spec_args(CXCursor spec, TemplateArgs *out)
{
	TemplateParams ps = {{{0}}, 0};
	int n = clang_Cursor_getNumTemplateArguments(spec);

	cxx_template_params(clang_getSpecializedCursorTemplate(spec), &ps);
	if (n > ps.n || out->n + n > MAX_MEMBER_ARGS)
		return 0;
	for (int i = 0; i < n; i++) {
		out->prm[out->n] = ps.p[i];
		out->arg[out->n++] = cxx_template_arg_of(spec, i);
	}
	return 1;
}

int
cxx_template_args_of(CXCursor fn, TemplateArgs *out)
{
	CXCursor cls, def;

	out->n = 0;
	if (cxx_member_of_class_template(fn, &cls) && !spec_args(cls, out))
		return 0;
	if (cxx_member_template_spec(fn, &def))
		return !clang_Cursor_isNull(def) && member_args(fn, def, out);
	if (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(fn)) &&
	    clang_Cursor_getNumTemplateArguments(fn) > 0)
		return spec_args(fn, out);
	return 1;
}

const char *
cxx_template_aliases(CXCursor fn)
{
	TemplateArgs args;
	const char *text = "";

	if (!cxx_template_args_of(fn, &args))
		return NULL;
	for (int i = 0; i < args.n; i++) {
		const char *alias, *cond, *arg;
		if (!cxx_template_arg_text(&args.arg[i], args.prm[i], &alias, &cond, &arg))
			return NULL;
		/* members of the struct that stands for a closure */
		text = arena_printf("%s\t%s%s\n", text, strncmp(alias, "using ", 6) ? "static " : "",
		                    alias);
	}
	return text;
}
