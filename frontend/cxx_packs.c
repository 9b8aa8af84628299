/* Regions in variadic function templates: a function parameter pack
 * (`template <class... Ts> void run(float *a, int n, Ts... args)`).
 *
 * An instantiation's code is printed in a namespace, not a template
 * (cxx_templates.c), where a pack cannot be named.  So each element of
 * the pack is a variable of its own, named o2c_<pack><k>
 * (cxx_pack_element): clang's instantiation declares one parameter per
 * element, all of the pack's name and place, which the region captures
 * one by one; the host code binds each name to its element before the
 * region's maps (Var.host_bind, `auto &o2c_args0 = o2c_pack_at<0>::at(args...)`,
 * runtime/include/omp2cuda_rt.h).  The instance's code expands, as C++
 * does (C++17 [temp.variadic]), what the template's region writes of the
 * pack (cxx_packs_expand, Instance.edits): a pack expansion `f(args...)`,
 * `{double(args)...}`, `g(Ts(args)...)` becomes one copy of its pattern
 * per element, `sizeof...(args)` the element count, a fold expression
 * `(0.0 + ... + args)` the operators between the elements.  The
 * instance is selected in the host code by the elements' declared
 * types (cxx_pack_argument).
 * What is not taken, a located error: a template with more than one
 * pack or a pack of values or templates, a type pack whose elements are
 * not a function parameter pack's types (`Ts... args`), and a region
 * naming a pack other than in those forms.
 */
#include <string.h>

#include "cxx.h"

#define MAX_PACK 32

/* The ParmDecls of a function (or function template), at most 64. */
typedef struct Parms {
	CXCursor p[64];
	int n;
} Parms;

static void
parms_of(CXCursor fn, Parms *ps)
{
	int n = cx_parm_decls(fn, ps->p, 64);

	ps->n = n < 64 ? n : 64;
}

/* Is parm, a parameter of a function template's pattern, a function
 * parameter pack?  Its type is a pack expansion, `Ts...`. */
static int
is_pack_parm(CXCursor parm)
{
	const char *t = cx_take_string(clang_getTypeSpelling(clang_getCursorType(parm)));
	size_t n = strlen(t);

	return clang_getCursorKind(parm) == CXCursor_ParmDecl && n > 3 && !strcmp(t + n - 3, "...");
}

/* The pattern of function template specialization fn: the template's
 * definition; a null cursor for another function. */
static CXCursor
pattern_of(CXCursor fn)
{
	CXCursor t = clang_getSpecializedCursorTemplate(fn), d;

	if (clang_Cursor_isNull(t) || clang_getCursorKind(t) != CXCursor_FunctionTemplate)
		return clang_getNullCursor();
	d = clang_getCursorDefinition(t);
	return clang_Cursor_isNull(d) ? t : d;
}

/* The function parameter pack of pattern tmpl, or a null cursor; *n: how
 * many tmpl has. */
static CXCursor
pack_of(CXCursor tmpl, int *n)
{
	Parms ps;
	CXCursor pack = clang_getNullCursor();

	parms_of(tmpl, &ps);
	*n = 0;
	for (int i = 0; i < ps.n; i++)
		if (is_pack_parm(ps.p[i])) {
			pack = ps.p[i];
			++*n;
		}
	return pack;
}

/* The parameters of specialization spec that are pack's elements, in
 * order: those at pack's place. */
static int
elements_of(CXCursor spec, CXCursor pack, CXCursor *out, int max)
{
	Parms ps;
	int n = 0;

	parms_of(spec, &ps);
	for (int i = 0; i < ps.n; i++)
		if (clang_equalLocations(clang_getCursorLocation(ps.p[i]), clang_getCursorLocation(pack))) {
			if (n < max)
				out[n] = ps.p[i];
			n++;
		}
	return n;
}

static const char *
element_name(CXCursor pack, int k)
{
	return arena_printf("o2c_%s%d", cx_take_string(clang_getCursorSpelling(pack)), k);
}

/* The alias of element k of type parameter pack prm: o2c_Ts<k>. */
static const char *
type_name(CXCursor prm, int k)
{
	return arena_printf("o2c_%s%d", cx_take_string(clang_getCursorSpelling(prm)), k);
}

/* The name of parameter parm of a variadic function template's
 * specialization, where it is an element of the pack: o2c_args<k>;
 * NULL for any other declaration. */
const char *
cxx_pack_element(CXCursor parm)
{
	CXCursor fn = clang_getCursorSemanticParent(parm), tmpl, pack, el[MAX_PACK];
	int npacks, n;

	if (clang_getCursorKind(parm) != CXCursor_ParmDecl ||
	    clang_Cursor_isNull(tmpl = pattern_of(fn)))
		return NULL;
	pack = pack_of(tmpl, &npacks);
	if (npacks != 1)
		return NULL;
	n = elements_of(fn, pack, el, MAX_PACK);
	for (int k = 0; k < n && k < MAX_PACK; k++)
		if (clang_equalCursors(el[k], parm))
			return element_name(pack, k);
	return NULL;
}

/* Where the host code gives element parm its name: a reference to it,
 * taken from the pack; NULL for another declaration. */
const char *
cxx_pack_host_bind(CXCursor parm, const char *name)
{
	CXCursor fn = clang_getCursorSemanticParent(parm), el[MAX_PACK], pack;
	int npacks, n;

	if (!cxx_pack_element(parm))
		return NULL;
	pack = pack_of(pattern_of(fn), &npacks);
	n = elements_of(fn, pack, el, MAX_PACK);
	for (int k = 0; k < n && k < MAX_PACK; k++)
		if (clang_equalCursors(el[k], parm))
			return arena_printf("auto &%s = o2c_pack_at<%d>::at(%s...)", name, k,
			                    cx_take_string(clang_getCursorSpelling(pack)));
	return NULL;
}

/* The type parameter pack prm's elements in specialization spec, where
 * they are the types of its function parameter pack's elements, declared
 * `Ts... args`, `const Ts... args`, `Ts &... args` or `const Ts &...
 * args` (not `Ts &&...`, whose element may be a reference): out[k]; the
 * element count, or -1. */
static int
type_elements(CXCursor spec, CXCursor prm, const char **out, int max)
{
	CXCursor tmpl = pattern_of(spec), pack, el[MAX_PACK];
	const char *name = cx_take_string(clang_getCursorSpelling(prm)), *decl;
	int npacks, n, strip;

	if (clang_Cursor_isNull(tmpl))
		return -1;
	pack = pack_of(tmpl, &npacks);
	decl = cx_take_string(clang_getTypeSpelling(clang_getCursorType(pack)));
	if (npacks != 1)
		return -1;
	if (!strcmp(decl, arena_printf("%s...", name)))
		strip = 0;
	else if (!strcmp(decl, arena_printf("const %s...", name)) ||
	         !strcmp(decl, arena_printf("%s &...", name)) ||
	         !strcmp(decl, arena_printf("const %s &...", name)))
		strip = 1;
	else
		return -1;
	n = elements_of(spec, pack, el, MAX_PACK);
	if (n > max)
		return -1;
	for (int k = 0; k < n; k++) {
		CXType t = clang_getCursorType(el[k]);
		if (strip)
			t = clang_getUnqualifiedType(clang_getNonReferenceType(t));
		out[k] = cx_take_string(clang_getTypeSpelling(t));
	}
	return n;
}

/* The declared types of the elements of spec's function parameter pack,
 * between commas; NULL for more than max. */
static const char *
declared_types(CXCursor spec, CXCursor pack)
{
	CXCursor el[MAX_PACK];
	int n = elements_of(spec, pack, el, MAX_PACK);
	const char *list = "";

	if (n > MAX_PACK)
		return NULL;
	for (int k = 0; k < n; k++)
		list = arena_printf("%s%s%s", list, k ? ", " : "",
		                    cx_take_string(clang_getTypeSpelling(clang_getCursorType(el[k]))));
	return list;
}

static enum CXChildVisitResult
type_ref(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_TypeRef &&
	    clang_getCursorKind(clang_getCursorReferenced(cur)) == CXCursor_TemplateTypeParameter) {
		*(CXCursor *)data = clang_getCursorReferenced(cur);
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Template parameter prm of tmpl, a type parameter pack, in
 * specialization spec: the condition that selects the instance in the
 * host code (the function parameter pack's declared types,
 * `__is_same(o2c_pack<decltype(args)...>, o2c_pack<int, double>)`) and
 * the arguments' spelling.  0 where it is not taken. */
int
cxx_pack_argument(CXCursor spec, CXCursor prm, const char **alias, const char **cond,
                  const char **text)
{
	const char *types[MAX_PACK];
	int n;

	CXCursor tmpl = pattern_of(spec), pack, tp = clang_getNullCursor();
	const char *list;
	int npacks;

	if (clang_getCursorKind(prm) != CXCursor_TemplateTypeParameter || clang_Cursor_isNull(tmpl))
		return 0;
	pack = pack_of(tmpl, &npacks);
	/* the type pack is the function parameter pack's */
	if (npacks != 1 || (clang_visitChildren(pack, type_ref, &tp), !clang_equalCursors(tp, prm)) ||
	    !(list = declared_types(spec, pack)))
		return 0;
	/* the types' aliases, which the instance's expansions name */
	*alias = NULL;
	n = type_elements(spec, prm, types, MAX_PACK);
	for (int k = 0; k < n; k++)
		*alias = arena_printf("%s%susing %s = %s;", *alias ? *alias : "", k ? " " : "",
		                      type_name(prm, k), types[k]);
	*cond = arena_printf("__is_same(o2c_pack<decltype(%s)...>, o2c_pack<%s>)",
	                     cx_take_string(clang_getCursorSpelling(pack)), list);
	*text = list;
	return 1;
}

typedef struct Expand {
	Ctx *c;
	CXCursor spec, pack, tprm; /* the function parameter pack and the
	                              type parameter pack, or null cursors */
	const char *names[MAX_PACK];
	int n, ntypes;             /* elements; ntypes -1: types unknown */
	unsigned lo, hi;           /* a region's statement */
	unsigned from, to;         /* pattern being copied: its extent */
	int k;                     /* its element */
	const char *out;           /* its copy so far */
	unsigned at;               /* copied up to */
	int bad;
	size_t cap;
} Expand;

static int
is_pack_ref(const Expand *x, CXCursor cur)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor ref;

	if (k != CXCursor_DeclRefExpr && k != CXCursor_TypeRef)
		return 0;
	ref = clang_getCursorReferenced(cur);
	return (!clang_Cursor_isNull(x->pack) && clang_equalCursors(ref, x->pack)) ||
	       (!clang_Cursor_isNull(x->tprm) && clang_equalCursors(ref, x->tprm));
}

static void
unsupported(Expand *x, CXCursor cur, const char *what)
{
	unsigned b, e;

	cx_extent(cur, &b, &e);
	diag_error(cx_loc(x->c, b), "%s in a target region of a variadic function template is not "
	           "supported yet", what);
	x->bad = 1;
}

/* Copying a pattern for element x->k: each name of the pack becomes the
 * element's. */
static enum CXChildVisitResult
copy_ref(CXCursor cur, CXCursor parent, CXClientData data)
{
	Expand *x = data;
	unsigned b, e;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_PackExpansionExpr) {
		unsupported(x, cur, "a pack expansion inside another");
		return CXChildVisit_Break;
	}
	if (!is_pack_ref(x, cur))
		return CXChildVisit_Recurse;
	cx_extent(cur, &b, &e);
	if (b < x->at || e > x->to)
		return CXChildVisit_Continue;
	if (clang_getCursorKind(cur) == CXCursor_TypeRef && x->ntypes < 0) {
		unsupported(x, cur, "a type parameter pack whose types are not those of a function "
		                    "parameter pack declared 'Ts... args'");
		return CXChildVisit_Break;
	}
	x->out = arena_printf("%s%s%s", x->out, cx_text(x->c, x->at, b),
	                      clang_getCursorKind(cur) == CXCursor_TypeRef ? type_name(x->tprm, x->k)
	                                                                   : x->names[x->k]);
	x->at = e;
	return CXChildVisit_Continue;
}

/* Pattern p's copy for element k. */
static const char *
element_copy(Expand *x, CXCursor p, int k)
{
	unsigned b, e;

	cx_extent(p, &b, &e);
	x->from = b;
	x->to = e;
	x->k = k;
	x->out = "";
	x->at = b;
	if (is_pack_ref(x, p))
		copy_ref(p, p, x);
	else
		clang_visitChildren(p, copy_ref, x);
	return arena_printf("%s%s", x->out, cx_text(x->c, x->at, e));
}

static void
add_edit(Expand *x, unsigned b, unsigned e, const char *text)
{
	Edit ed = {0};
	Instance *in = x->c->inst->in;

	ed.begin = b;
	ed.end = e;
	ed.text = text;
	ed.host = 1;
	ed.seq = -1;
	VEC_PUSH(in->edits, in->nedits, x->cap, ed);
}

/* The token before offset b in cursor parent's extent, and the one
 * after e: a list's comma that an empty expansion takes with it. */
static void
empty_expansion(Expand *x, CXCursor parent, unsigned *b, unsigned *e)
{
	unsigned n, prev = 0, next = 0;
	CXToken *t = cx_tokens_of(x->c, parent, &n);
	int before = -1, after = -1;

	for (unsigned i = 0; t && i < n; i++) {
		unsigned tb = cx_token_offset(x->c, t[i], 0);
		if (tb < *b)
			before = (int)i;
		else if (tb >= *e && after < 0)
			after = (int)i;
	}
	if (before >= 0 && cx_token_is(x->c, t[before], ",")) {
		prev = cx_token_offset(x->c, t[before], 0);
		*b = prev;
	} else if (after >= 0 && cx_token_is(x->c, t[after], ",")) {
		next = cx_token_offset(x->c, t[after], 1);
		*e = next;
	}
	if (t)
		clang_disposeTokens(x->c->tu, t, n);
}

/* `pattern...`: a copy of the pattern per element, between commas. */
static void
expansion(Expand *x, CXCursor cur, CXCursor parent)
{
	CXCursor p[2];
	unsigned b, e;
	const char *text = "";

	cx_extent(cur, &b, &e);
	if (cx_children(cur, p, 2) != 1) {
		unsupported(x, cur, "this pack expansion");
		return;
	}
	for (int k = 0; k < x->n && !x->bad; k++)
		text = arena_printf("%s%s%s", text, k ? ", " : "", element_copy(x, p[0], k));
	if (!x->n)
		empty_expansion(x, parent, &b, &e);
	add_edit(x, b, e, text);
}

static enum CXChildVisitResult
mention(CXCursor cur, CXCursor parent, CXClientData data)
{
	Expand *x = data;

	(void)parent;
	if (is_pack_ref(x, cur)) {
		x->k = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Does cur name the pack? */
static int
mentions(Expand *x, CXCursor cur)
{
	x->k = 0;
	if (is_pack_ref(x, cur))
		return 1;
	clang_visitChildren(cur, mention, x);
	return x->k;
}

/* A fold expression, `(pack op ...)`, `(... op pack)`, `(pack op ... op
 * init)`, `(init op ... op pack)` (C++17 [expr.prim.fold]): the
 * operators between the elements, grouped as the fold groups them. */
static void
fold(Expand *x, CXCursor cur)
{
	CXCursor kids[2], p;
	unsigned n, b, e;
	CXToken *t = cx_tokens_of(x->c, cur, &n);
	int dots = -1, nk = cx_children(cur, kids, 2), left, depth = 0;
	const char *op = NULL, *init = NULL, *text;

	for (unsigned i = 0; t && i < n && dots < 0; i++) {
		depth += cx_token_is(x->c, t[i], "(") - cx_token_is(x->c, t[i], ")");
		if (depth == 1 && cx_token_is(x->c, t[i], "..."))
			dots = (int)i;
	}
	if (dots < 1 || dots + 1 >= (int)n || (nk != 1 && nk != 2)) {
		if (t)
			clang_disposeTokens(x->c->tu, t, n);
		unsupported(x, cur, "this fold expression");
		return;
	}
	/* a left fold has its operator after the dots: `(... op p)`, `(init op ... op p)` */
	left = nk == 2 ? !mentions(x, kids[0]) : cx_token_is(x->c, t[dots - 1], "(");
	op = cx_take_string(clang_getTokenSpelling(x->c->tu, t[left ? dots + 1 : dots - 1]));
	clang_disposeTokens(x->c->tu, t, n);
	p = nk == 2 && left ? kids[1] : kids[0];
	if (nk == 2)
		init = cx_cursor_text(x->c, left ? kids[0] : kids[1]);
	if (!x->n && !init) {
		/* an empty unary fold: && is true, || false, the comma void() */
		if (!strcmp(op, "&&") || !strcmp(op, "||") || !strcmp(op, ","))
			text = !strcmp(op, "&&") ? "true" : !strcmp(op, "||") ? "false" : "void()";
		else {
			unsupported(x, cur, "an empty unary fold of this operator");
			return;
		}
	} else if (left) {
		text = init ? arena_printf("(%s)", init) : NULL;
		for (int k = 0; k < x->n && !x->bad; k++) {
			const char *el = arena_printf("(%s)", element_copy(x, p, k));
			text = text ? arena_printf("(%s %s %s)", text, op, el) : el;
		}
	} else {
		text = init ? arena_printf("(%s)", init) : NULL;
		for (int k = x->n; k-- > 0 && !x->bad;) {
			const char *el = arena_printf("(%s)", element_copy(x, p, k));
			text = text ? arena_printf("(%s %s %s)", el, op, text) : el;
		}
	}
	cx_extent(cur, &b, &e);
	add_edit(x, b, e, arena_printf("(%s)", text));
}

/* Is cur, an unexposed expression, a fold of the pack: `(`, and `...`
 * within its outer parentheses? */
static int
is_fold(Expand *x, CXCursor cur)
{
	unsigned n;
	CXToken *t = cx_tokens_of(x->c, cur, &n);
	int depth = 0, dots = 0;

	for (unsigned i = 0; t && i < n; i++) {
		depth += cx_token_is(x->c, t[i], "(") - cx_token_is(x->c, t[i], ")");
		dots |= depth == 1 && cx_token_is(x->c, t[i], "...");
	}
	dots &= t && n > 2 && cx_token_is(x->c, t[0], "(");
	if (t)
		clang_disposeTokens(x->c->tu, t, n);
	return dots && mentions(x, cur);
}

static enum CXChildVisitResult
expand_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Expand *x = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	unsigned b, e;

	cx_extent(cur, &b, &e);
	if (e <= x->lo || b >= x->hi)
		return CXChildVisit_Continue;
	if (b < x->lo)
		return CXChildVisit_Recurse;
	if (k == CXCursor_PackExpansionExpr)
		expansion(x, cur, parent);
	else if (k == CXCursor_SizeOfPackExpr)
		add_edit(x, b, e, arena_printf("((__SIZE_TYPE__)%d)", x->n));
	else if (k == CXCursor_UnexposedExpr && is_fold(x, cur))
		fold(x, cur);
	else if (is_pack_ref(x, cur))
		unsupported(x, cur, arena_printf("'%s' named outside a pack expansion, sizeof... or "
		                                 "fold expression",
		                                 cx_take_string(clang_getCursorSpelling(cur))));
	else
		return CXChildVisit_Recurse;
	return x->bad ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* The edits of the instantiation read now (c->inst) that expand what its
 * regions write of the template's pack (Instance.edits); errors for what
 * they cannot.  0 after an error. */
int
cxx_packs_expand(Ctx *c, const Pragma *ps, int n)
{
	Expand x = {0};
	CXCursor tmpl = pattern_of(c->inst->spec), el[MAX_PACK];
	const char *types[MAX_PACK];
	unsigned tb, te, done = 0;
	int npacks;

	if (clang_Cursor_isNull(tmpl))
		return 1;
	x.c = c;
	x.spec = c->inst->spec;
	x.pack = pack_of(tmpl, &npacks);
	if (npacks != 1)
		return 1;
	x.tprm = clang_getNullCursor();
	clang_visitChildren(x.pack, type_ref, &x.tprm);
	x.n = elements_of(x.spec, x.pack, el, MAX_PACK);
	if (x.n > MAX_PACK) {
		diag_error(cx_decl_loc(c, x.pack), "a target region in a variadic function template "
		           "instantiated with more than %d elements of its pack is not supported yet",
		           MAX_PACK);
		return 0;
	}
	for (int k = 0; k < x.n; k++)
		x.names[k] = element_name(x.pack, k);
	x.ntypes = clang_Cursor_isNull(x.tprm) ? -1
	                                       : type_elements(x.spec, x.tprm, types, MAX_PACK);
	x.cap = (size_t)c->inst->in->nedits;
	cx_extent(tmpl, &tb, &te);
	for (int i = 0; i < n && !x.bad; i++) {
		size_t s = 0;
		/* the directive's statement: the index's first node after it */
		while (s < c->nnodes && c->nodes[s].begin < ps[i].end)
			s++;
		if (ps[i].begin < tb || ps[i].begin >= te || ps[i].begin < done || s == c->nnodes)
			continue;
		x.lo = ps[i].begin;
		x.hi = done = c->nodes[s].end;
		clang_visitChildren(tmpl, expand_visit, &x);
	}
	return !x.bad;
}
