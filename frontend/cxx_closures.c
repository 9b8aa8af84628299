/* Lambdas that device code calls: passed to templates that hold target
 * regions, or held by variables that regions capture.
 *
 * A function template instantiated with a lambda's closure type (apply(n,
 * a, [=](float x) { return x * s; })) has kernels that take the lambda
 * and call it; but the closure type has no name that the .cu file and
 * the host file could both spell.  Its layout is the one thing both
 * compilers share (captures by copy are the closure's members, explicit
 * ones in the order written and then the implicit ones in the order the
 * body first uses them, in clang and in gcc alike), so generated code
 * names a struct of its own with those members, of the captured
 * variables' names and types, and a call operator that is the lambda's
 * body (__device__ in the .cu file): o2c_closure_<line>_<col>
 * (locals.c names it so wherever a type is spelled).  The instance's
 * alias of the template's parameter is that struct, and the kernel and
 * the host fallback take the closure's bytes as it.
 *
 * A variable that holds a lambda, declared before a region that calls
 * it, is captured as any object (cxx_closure_captured): its type is the
 * struct, declared before the region's function in both files, and its
 * pointer captures are attached as any struct's hidden pointer members
 * (capture_vars.c), at their offsets.
 *
 * The host file keeps the template, whose code selects the branch of
 * each instantiation by its template arguments: there, the lambda is
 * wrapped in o2c_lambda_of<id, size, align>(...) (Unit.wraps,
 * omp2cuda_rt.h), a class derived from the closure type that adds
 * nothing to it but a number, which the branch's condition tests, and a
 * static_assert that the host compiler's closure has clang's size.
 *
 * A lambda written in a template (a function template's, a class
 * template's member function's) has a closure type per instantiation of
 * the template, all of one text; where one instantiation passes it to
 * device code, the struct also gives the template's parameters that
 * instantiation's arguments (`using T = float;`, cxx_template_aliases),
 * which its body may name.
 *
 * What is an error: a generic lambda, a capture by reference or of
 * `this` (the device cannot reach the host's objects through them), a
 * lambda written in a macro, a lambda of a template that two of its
 * instantiations pass to device code (one wrap, one struct name, for
 * closure types that differ), and captures whose types and order clang
 * does not show (the members' layout must be certain).  The body's own
 * uses (the functions it calls, compiled for the device) are read where
 * a region calls it (captures.c).
 */
#include <string.h>

#include "cxx.h"

typedef struct Closure {
	CXCursor cls;          /* the closure type's declaration */
	const char *text;      /* its struct: members and call operator */
	unsigned begin, end;   /* its lambda */
	CXCursor body;         /* the lambda's body */
	const char **names;    /* of the variables it captures */
	int nnames;
} Closure;

typedef struct Own {
	CXType t;       /* a closure type */
	CXCursor found; /* its lambda expression */
} Own;

static enum CXChildVisitResult
own_lambda(CXCursor cur, CXCursor parent, CXClientData data)
{
	Own *o = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_LambdaExpr &&
	    clang_equalTypes(clang_getCanonicalType(clang_getCursorType(cur)), o->t)) {
		o->found = cur;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* The lambda expression of closure type cls, which begins where the
 * type is declared, or a null cursor: in an instantiation of a template,
 * the instantiation's own (of cls's captures' types), where libclang
 * shows the function it lies in; else the one written there. */
static CXCursor
lambda_of(Ctx *c, CXCursor cls)
{
	CXCursor p = clang_getCursorSemanticParent(cls);
	Own o = {clang_getCanonicalType(clang_getCursorType(cls)), clang_getNullCursor()};

	enum CXCursorKind k = clang_getCursorKind(p);

	if (k == CXCursor_LambdaExpr)
		return p;
	if (k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_Constructor ||
	    k == CXCursor_Destructor || k == CXCursor_ConversionFunction)
		clang_visitChildren(p, own_lambda, &o);
	if (!clang_Cursor_isNull(o.found))
		return o.found;
	p = clang_getCursor(c->tu, clang_getCursorLocation(cls));
	return clang_getCursorKind(p) == CXCursor_LambdaExpr ? p : clang_getNullCursor();
}

typedef struct Captures {
	Ctx *c;
	unsigned begin, end;   /* the lambda */
	CXCursor vars[64];     /* captured, in the closure's order */
	int n;
	CXCursor implicit[64]; /* the variables of the members' initializers */
	int nimplicit;
	unsigned init_b[64], init_e[64]; /* the extents of init-captures */
	int ninits;
	int this_used, body_seen, too_many;
	CXCursor body;
	const char *consts;    /* static constexpr members: the local
	                          constants the body names, not captured */
	const char **const_names;
	int nconsts;
	size_t capconsts;
} Captures;

typedef struct FirstVar {
	CXCursor var;
	int found;
} FirstVar;

static enum CXChildVisitResult
first_var(CXCursor cur, CXCursor parent, CXClientData data)
{
	FirstVar *f = data;
	CXCursor ref;
	enum CXCursorKind k;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	ref = clang_getCursorReferenced(cur);
	k = clang_getCursorKind(ref);
	if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
		return CXChildVisit_Recurse;
	f->var = ref;
	f->found = 1;
	return CXChildVisit_Break;
}

/* Add var to list (n of them), once; 0 when the list is full. */
static int
add_var(CXCursor *list, int *n, CXCursor var)
{
	for (int i = 0; i < *n; i++)
		if (clang_equalCursors(list[i], var))
			return 1;
	if (*n == 64)
		return 0;
	list[(*n)++] = var;
	return 1;
}

/* The children of a lambda expression before its body: the explicit
 * captures (VariableRef, in the order written; an init-capture's refers
 * to a variable inside the lambda), and expressions that initialize the
 * closure's members, whose first variable is the one captured (an
 * init-capture's initializer aside).  Clang and gcc both order the
 * members so: the explicit captures first, then the implicit ones in
 * the order the body first uses them, which is these expressions'. */
/* A parameter of the lambda itself, which an expression before its body
 * names in a trailing return type (-> decltype(x)), not a capture. */
static int
own_parameter(const Captures *w, CXCursor var)
{
	unsigned vb, ve;

	cx_extent(var, &vb, &ve);
	return clang_getCursorKind(var) == CXCursor_ParmDecl && vb >= w->begin && vb < w->end;
}

static enum CXChildVisitResult
capture_child(CXCursor cur, CXCursor parent, CXClientData data)
{
	Captures *w = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	FirstVar f = {clang_getNullCursor(), 0};
	unsigned b, e;

	(void)parent;
	if (k == CXCursor_CompoundStmt) {
		w->body = cur;
		w->body_seen = 1;
		return CXChildVisit_Break;
	}
	if (k == CXCursor_CXXThisExpr)
		w->this_used = 1;
	cx_extent(cur, &b, &e);
	if (k == CXCursor_VariableRef) {
		CXCursor var = clang_getCursorReferenced(cur);
		unsigned vb, ve;
		cx_extent(var, &vb, &ve);
		if (vb >= w->begin && vb < w->end && w->ninits < 64) { /* an init-capture */
			w->init_b[w->ninits] = vb;
			w->init_e[w->ninits++] = ve;
		}
		w->too_many |= !add_var(w->vars, &w->n, var);
		return CXChildVisit_Continue;
	}
	if (!clang_isExpression(k))
		return CXChildVisit_Continue;
	for (int i = 0; i < w->ninits; i++)
		if (b >= w->init_b[i] && b < w->init_e[i])
			return CXChildVisit_Continue; /* an init-capture's initializer */
	if (first_var(cur, cur, &f) == CXChildVisit_Recurse)
		clang_visitChildren(cur, first_var, &f);
	if (f.found && !own_parameter(w, f.var))
		w->too_many |= !add_var(w->implicit, &w->nimplicit, f.var);
	return CXChildVisit_Continue;
}

static int
captured(const Captures *w, CXCursor var)
{
	for (int i = 0; i < w->n; i++)
		if (clang_equalCursors(w->vars[i], var))
			return 1;
	return 0;
}

/* A local constant of integer type the body names without capturing it
 * (C++17 [basic.def.odr]p4: not odr-used): a static constexpr member of
 * the struct, of its value. */
static void
body_constant(Captures *w, CXCursor var)
{
	CXType t = clang_getCursorType(var);
	CXEvalResult v;
	const char *name = cx_take_string(clang_getCursorSpelling(var));
	unsigned b, e;

	cx_extent(var, &b, &e);
	if (clang_getCursorKind(var) != CXCursor_VarDecl || (b >= w->begin && b < w->end) ||
	    !locals_in_function(var) || captured(w, var) ||
	    !clang_isConstQualifiedType(t) || !cx_is_integer(clang_getCanonicalType(t)))
		return;
	for (int i = 0; i < w->nconsts; i++)
		if (!strcmp(w->const_names[i], name))
			return;
	if (!(v = clang_Cursor_Evaluate(var)))
		return;
	if (clang_EvalResult_getKind(v) == CXEval_Int) {
		w->consts = arena_printf(
		        "%s\tstatic constexpr %s = %s;\n", w->consts ? w->consts : "",
		        locals_decl(clang_getUnqualifiedType(t), name),
		        clang_EvalResult_isUnsignedInt(v)
		                ? arena_printf("%lluull", clang_EvalResult_getAsUnsigned(v))
		                : arena_printf("%lldll", clang_EvalResult_getAsLongLong(v)));
		VEC_PUSH(w->const_names, w->nconsts, w->capconsts, name);
	}
	clang_EvalResult_dispose(v);
}

/* The body: `this`, written or implied by a member named alone, and the
 * constants it names. */
static enum CXChildVisitResult
body_use(CXCursor cur, CXCursor parent, CXClientData data)
{
	Captures *w = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor base;

	(void)parent;
	if (k == CXCursor_CXXThisExpr ||
	    (k == CXCursor_MemberRefExpr && !cx_children(cur, &base, 1) &&
	     clang_getCursorKind(clang_getCursorReferenced(cur)) == CXCursor_FieldDecl))
		w->this_used = 1;
	if (k == CXCursor_DeclRefExpr)
		body_constant(w, clang_getCursorReferenced(cur));
	return CXChildVisit_Recurse;
}

typedef struct Fields {
	CXType t[64];
	int n;
} Fields;

static enum CXVisitorResult
add_field(CXCursor f, CXClientData data)
{
	Fields *fs = data;

	if (fs->n < 64)
		fs->t[fs->n] = clang_getCursorType(f);
	fs->n++;
	return CXVisit_Continue;
}

typedef struct CallOp {
	CXCursor fn;
	int found, generic;
} CallOp;

static enum CXVisitorResult
find_call(CXCursor m, CXClientData data)
{
	CallOp *op = data;

	if (strcmp(cx_take_string(clang_getCursorSpelling(m)), "operator()"))
		return CXVisit_Continue;
	op->fn = m;
	op->found = 1;
	op->generic = clang_getCursorKind(m) == CXCursor_FunctionTemplate;
	return CXVisit_Continue;
}

/* Is lambda, a lambda expression, generic (its call operator a
 * template)? */
int
cxx_lambda_generic(CXCursor lambda)
{
	CallOp op = {clang_getNullCursor(), 0, 0};

	clang_visitCXXMethods(clang_getCursorType(lambda), find_call, &op);
	return !op.found || op.generic; /* (a template is not among the methods) */
}

static int
is_reference(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_LValueReference || t.kind == CXType_RValueReference;
}

/* Why the members of the closure cannot be told, or NULL: w holds the
 * captured variables (the implicit ones appended to the explicit ones
 * here), fs the closure's members. */
static const char *
layout_problem(Captures *w, const Fields *fs)
{
	const char *unknown = "omp2cuda cannot tell which variable each of its members holds";

	if (w->this_used)
		return "it captures 'this', a host object the device cannot reach";
	for (int i = 0; i < fs->n && i < 64; i++)
		if (is_reference(fs->t[i]))
			return "it captures a variable by reference, the host's storage; capture "
			       "by copy ([=])";
	for (int i = 0; i < w->nimplicit; i++)
		w->too_many |= !add_var(w->vars, &w->n, w->implicit[i]);
	if (w->too_many || w->n != fs->n)
		return unknown;
	for (int i = 0; i < fs->n; i++)
		if (!clang_equalTypes(clang_getCanonicalType(clang_getNonReferenceType(
		                              clang_getCursorType(w->vars[i]))),
		                      clang_getCanonicalType(fs->t[i])))
			return unknown;
	return NULL;
}

/* Are the class types among the members' declared where the host code
 * before template scope host (at offset host_at) names them, and given
 * to the .cu file?  0 after an error. */
static int
member_types(Ctx *c, const Fields *fs, unsigned host_at, Loc loc)
{
	for (int i = 0; i < fs->n; i++) {
		CXType t = clang_getCanonicalType(fs->t[i]);
		CXCursor d;
		unsigned b, e;
		while (t.kind == CXType_Pointer || t.kind == CXType_ConstantArray)
			t = clang_getCanonicalType(t.kind == CXType_Pointer ? clang_getPointeeType(t)
			                                                    : clang_getArrayElementType(t));
		d = clang_getTypeDeclaration(t);
		if (!clang_Cursor_isNull(d) && cx_in_main_file(d)) {
			cx_extent(d, &b, &e);
			if (b > host_at || locals_in_function(d)) {
				diag_error(loc, "a lambda that captures a value of type '%s', declared in a "
				                "function or after the template it is passed to, is not "
				                "supported yet",
				           cx_take_string(clang_getTypeSpelling(t)));
				return 0;
			}
		}
		if (!decls_type(c, fs->t[i], loc))
			return 0;
	}
	return 1;
}

/* The struct that stands for the closure: the enclosing template's
 * parameters (aliases), its members, and its call operator op with the
 * lambda's body. */
static const char *
closure_text(Ctx *c, CXCursor cls, const Captures *w, CXCursor op, const char *aliases)
{
	const char *name = locals_closure_name(cls), *params = "", *text, *file;
	int n = clang_Cursor_getNumArguments(op);
	unsigned b, e, line, start;
	char *indent;

	text = arena_printf("struct %s {\n%s", name, aliases);
	for (int i = 0; i < w->n; i++)
		text = arena_printf("%s\t%s;\n", text,
		                    locals_decl(clang_getNonReferenceType(clang_getCursorType(w->vars[i])),
		                                cx_take_string(clang_getCursorSpelling(w->vars[i]))));
	if (w->consts)
		text = arena_printf("%s%s", text, w->consts);
	for (int i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(op, (unsigned)i);
		params = arena_printf("%s%s%s", params, i ? ", " : "",
		                      locals_decl(clang_getCursorType(a),
		                                  cx_take_string(clang_getCursorSpelling(a))));
	}
	cx_extent(w->body, &b, &e);
	unit_line(c->u, b, &file, &line, &start);
	indent = arena_alloc(b - start + 1);
	for (unsigned i = start; i < b; i++)
		indent[i - start] = c->u->src[i] == '\t' ? '\t' : ' ';
	indent[b - start] = 0;
	/* the body keeps its line and columns, for nvcc's messages; the result
	 * type comes after the parameters, whom it may name (-> decltype(x)) */
	return arena_printf("%s#ifdef __CUDACC__\n\t__device__\n#endif\n\tauto operator()(%s)%s -> %s\n"
	                    "#line %u %s\n%s%s\n};",
	                    text, params, clang_CXXMethod_isConst(op) ? " const" : "",
	                    locals_spelling(clang_getCursorResultType(op)), line, c_string(file),
	                    indent, cx_text(c, b, e));
}

/* The host file wraps the lambda (Unit.wraps, in order), once. */
static void
wrap(Ctx *c, CXCursor lam, CXCursor cls)
{
	Unit *u = c->u;
	HostWrap h = {0};
	int i;

	cx_extent(lam, &h.begin, &h.end);
	h.id = h.begin;
	h.size = clang_Type_getSizeOf(clang_getCursorType(cls));
	h.align = clang_Type_getAlignOf(clang_getCursorType(cls));
	for (i = 0; i < u->nwraps && u->wraps[i].begin <= h.begin; i++)
		if (u->wraps[i].begin == h.begin)
			return;
	VEC_PUSH(u->wraps, u->nwraps, c->capwraps, h);
	memmove(&u->wraps[i + 1], &u->wraps[i], (size_t)(u->nwraps - 1 - i) * sizeof h);
	u->wraps[i] = h;
}

/* Is offset at inside a function template, or a member function of a
 * class template, whose instantiations would share the lambda's text
 * (one wrap, one struct for closure types that differ)? */
static int
in_template(Ctx *c, unsigned at)
{
	for (size_t i = 0; i < c->nfuncs; i++) {
		unsigned b, e;
		cx_extent(c->funcs[i], &b, &e);
		if (at >= b && at < e &&
		    (clang_getCursorKind(c->funcs[i]) == CXCursor_FunctionTemplate ||
		     clang_getCursorKind(clang_getCursorSemanticParent(c->funcs[i])) ==
		             CXCursor_ClassTemplate))
			return 1;
	}
	return 0;
}

/* The closure of closure type cls, checked and described the first
 * time; NULL after an error.  host_at: where the host code of the
 * template it is passed to goes. */
static const Closure *
closure_of(Ctx *c, CXCursor cls, unsigned host_at, Loc use)
{
	CXCursor lam = lambda_of(c, cls);
	Captures w = {.c = c};
	Fields fs = {{{0}}, 0};
	CallOp op = {clang_getNullCursor(), 0, 0};
	const char *why, *aliases = "";
	int reported = 0, earlier = 0, tmpl;
	Closure k = {cls, NULL, 0, 0, clang_getNullCursor(), NULL, 0};

	for (size_t i = 0; i < c->nclosures; i++)
		if (clang_equalCursors(c->closures[i].cls, cls))
			return c->closures[i].text ? &c->closures[i] : NULL;
	if (clang_Cursor_isNull(lam)) {
		diag_error(use, "a lambda that device code calls (passed to a template that holds a "
		                "target construct, or held by a variable a region captures), whose "
		                "expression libclang does not show, is not supported yet");
		VEC_PUSH(c->closures, c->nclosures, c->capclosures, k);
		return NULL;
	}
	cx_extent(lam, &w.begin, &w.end);
	k.begin = w.begin;
	k.end = w.end;
	for (size_t i = 0; i < c->nclosures; i++)
		earlier |= c->closures[i].begin == k.begin; /* another instantiation's */
	use = cx_loc(c, w.begin);
	tmpl = in_template(c, w.begin);
	clang_visitChildren(lam, capture_child, &w);
	if (w.body_seen)
		clang_visitChildren(w.body, body_use, &w);
	clang_Type_visitFields(clang_getCursorType(cls), add_field, &fs);
	clang_visitCXXMethods(clang_getCursorType(cls), find_call, &op);
	if (cx_in_macro(lam) || !cx_in_main_file(lam))
		why = "it is written in a macro expansion or another file, where the host file "
		      "cannot wrap it";
	else if (tmpl &&
	         (earlier || !clang_equalTypes(clang_getCanonicalType(clang_getCursorType(lam)),
	                                       clang_getCanonicalType(clang_getCursorType(cls)))))
		why = "it is written in a template and passed to device code by more than one of its "
		      "instantiations (a closure type each), which would share its text";
	else if (tmpl &&
	         (!(aliases = cxx_template_aliases(clang_getCursorSemanticParent(cls))) ||
	          !*aliases))
		why = "it is written in a template whose arguments are not all types and integral "
		      "values";
	else if (!op.found || op.generic)
		why = "a generic lambda's call operator is a template";
	else if (!w.body_seen)
		why = "omp2cuda cannot find its body";
	else
		why = layout_problem(&w, &fs);
	for (size_t i = 0; why && i < c->nclosures; i++)
		if (c->closures[i].begin == k.begin && !c->closures[i].text)
			reported = 1; /* the same lambda in another instantiation */
	if (why && !reported)
		diag_error(use, "a lambda that device code calls (passed to a template that holds a "
		                "target construct, or held by a variable a region captures) is not "
		                "supported here: %s",
		           why);
	else if (!reported && member_types(c, &fs, host_at, use))
		k.text = closure_text(c, cls, &w, op.fn, aliases);
	k.body = w.body;
	k.names = arena_alloc((size_t)(w.n + w.nconsts + 1) * sizeof *k.names);
	for (int i = 0; i < w.n; i++)
		k.names[k.nnames++] = cx_take_string(clang_getCursorSpelling(w.vars[i]));
	for (int i = 0; i < w.nconsts; i++)
		k.names[k.nnames++] = w.const_names[i];
	if (k.text) {
		wrap(c, lam, cls);
		/* declared by the instance's alias, not copied (decls_type) */
		VEC_PUSH(c->records, c->nrecords, c->caprecords, clang_getCursorDefinition(cls));
	}
	VEC_PUSH(c->closures, c->nclosures, c->capclosures, k);
	return k.text ? &c->closures[c->nclosures - 1] : NULL;
}

/* Type argument t of a template, for its parameter param, a lambda's
 * closure type cls: the instance's alias (the struct, and `using param
 * = o2c_closure_L_C;`), the condition that selects the instance in the
 * host code, and the argument as --explain and kernel names spell it.
 * 0 after an error. */
int
cxx_closure_argument(Ctx *c, CXCursor cls, const char *param, unsigned host_at, Loc use,
                     const char **alias, const char **cond, const char **text)
{
	const Closure *k = closure_of(c, cls, host_at, use);
	unsigned line, col;

	if (!k)
		return 0;
	clang_getExpansionLocation(clang_getCursorLocation(cls), NULL, &line, &col, NULL);
	*alias = arena_printf("%s\nusing %s = %s;", k->text, param, locals_closure_name(cls));
	*cond = arena_printf("O2C_LAMBDA_ID(%s) == %u", param, k->begin);
	*text = arena_printf("lambda@%u:%u", line, col);
	return 1;
}

/* A variable var holding a lambda, declared outside the region that
 * captures it (firstprivate, as any object): where the lambda can stand
 * as its struct (closure_of), the struct is declared before the
 * region's function, in both files, as a type the function declares
 * (DeviceDecl.local), and the kernel and the host fallback take the
 * closure's bytes as it (the variable's type spells the struct's
 * name).  0 after an error. */
int
cxx_closure_captured(Ctx *c, CXCursor var, unsigned func, Loc use)
{
	CXType t = clang_getCanonicalType(clang_getNonReferenceType(clang_getCursorType(var)));
	CXCursor cls = clang_getTypeDeclaration(t);
	const Closure *k = closure_of(c, cls, func, use);
	DeviceDecl d = {0};

	if (!k)
		return 0;
	for (int i = 0; i < c->u->ndecls; i++)
		if (c->u->decls[i].local && c->u->decls[i].at == k->begin)
			return 1;
	d.at = k->begin;
	d.loc = cx_loc(c, k->begin);
	d.text = k->text;
	d.local = 1;
	d.func = func;
	VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, d);
	return 1;
}

static const Closure *
known(Ctx *c, CXCursor cls)
{
	for (size_t i = 0; i < c->nclosures; i++)
		if (clang_equalCursors(c->closures[i].cls, cls))
			return c->closures[i].text ? &c->closures[i] : NULL;
	return NULL;
}

/* Is cls the closure type of a lambda device code calls (checked: its
 * struct stands for it in generated code)? */
int
cxx_closure_known(Ctx *c, CXCursor cls)
{
	return known(c, cls) != NULL;
}

/* The body of known closure type cls's lambda, whose extent goes into
 * *begin and *end: device code where a region calls it. */
CXCursor
cxx_closure_body(Ctx *c, CXCursor cls, unsigned *begin, unsigned *end)
{
	const Closure *k = known(c, cls);

	*begin = k ? k->begin : 0;
	*end = k ? k->end : 0;
	return k ? k->body : clang_getNullCursor();
}

/* A variable the body of known closure type cls's lambda names: 1 where
 * it is a local of the function around the lambda, which the lambda's
 * struct has as a member when the lambda captures it or names it as a
 * constant (an error otherwise); 0 for others. */
int
cxx_closure_member(Ctx *c, CXCursor cls, CXCursor var, Loc loc)
{
	const Closure *k = known(c, cls);
	const char *name = cx_take_string(clang_getCursorSpelling(var));
	unsigned b, e;

	cx_extent(var, &b, &e);
	if (!k || (b >= k->begin && b < k->end) || !locals_in_function(var) ||
	    clang_Cursor_getStorageClass(var) == CX_SC_Static)
		return 0;
	for (int i = 0; i < k->nnames; i++)
		if (!strcmp(k->names[i], name))
			return 1;
	diag_error(loc, "'%s', a local variable the lambda does not capture, in a lambda that a "
	                "target region calls is not supported yet",
	           name);
	return 1;
}

typedef struct FieldAt {
	long long bits; /* the offset sought */
	int index, found;
} FieldAt;

static enum CXVisitorResult
field_at(CXCursor f, CXClientData data)
{
	FieldAt *fa = data;

	if (clang_Cursor_getOffsetOfField(f) == fa->bits) {
		fa->found = 1;
		return CXVisit_Break;
	}
	fa->index++;
	return CXVisit_Continue;
}

/* The name of the variable that known closure type cls holds in its
 * member at byte offset `byte` (its members have no names of their own),
 * or NULL. */
const char *
cxx_closure_member_name(Ctx *c, CXCursor cls, long long byte)
{
	const Closure *k = known(c, cls);
	FieldAt fa = {byte * 8, 0, 0};

	if (!k)
		return NULL;
	clang_Type_visitFields(clang_getCursorType(cls), field_at, &fa);
	return fa.found && fa.index < k->nnames ? k->names[fa.index] : NULL;
}

/* Is var of a known closure type (its struct stands for it)? */
int
cxx_closure_var(Ctx *c, CXCursor var)
{
	CXType t = clang_getCanonicalType(clang_getNonReferenceType(clang_getCursorType(var)));

	return t.kind == CXType_Record && cxx_closure_known(c, clang_getTypeDeclaration(t));
}
