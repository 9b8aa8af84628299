/* Directives the _Pragma operator gives (C11 6.10.9), written out,
 * `_Pragma("omp target ...")`, or given by a macro invocation such as
 * `PRAGMA(omp target ...)` after `#define PRAGMA(x) _Pragma(#x)`.
 *
 * libclang has no call that returns a pragma's text, so this pass
 * derives it from tokens: the string literal of an operator written out,
 * destringized; for a macro invocation, the macro's replacement list in
 * one of the forms portable code uses:
 *     _Pragma("omp ...")                  the literal
 *     _Pragma(#x), _Pragma(#__VA_ARGS__)  the argument, stringized
 *     _Pragma(STR(x))                     STR's replacement list being #y
 *     OTHER or OTHER(...)                 a macro of these forms
 *     _Pragma                             the operator itself, its
 *                                         ("omp ...") following
 * Arguments are taken as written, though in the STR form the
 * preprocessor expands their macros first: a clause then names N where
 * the same '#pragma omp' line would (whose tokens are subject to macro
 * replacement too, OpenMP 5.2 3.1), and the host compiler gives N the
 * same meaning.
 *
 * Each OpenMP directive found this way becomes a line "#pragma omp ..."
 * of c->text after the file's own text, in a translation unit of its own
 * that pragmas.c tokenizes with the file: the directive takes the path of
 * a '#pragma omp' line.  Offsets into those lines map back to the
 * operator or the invocation (cx_loc).
 *
 * An operator whose directive cannot be followed this way (one in the
 * arguments of another macro, or a replacement list holding more than
 * the operator: a statement of the directive must be written out) is an
 * error where it matters: a device directive, or any OpenMP directive in
 * a kernel region's code.  Host directives stay the host compiler's.
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

enum {
	GIVES_NOTHING, /* no _Pragma operator */
	GIVES_TEXT,    /* one operator, whose text is known */
	GIVES_UNKNOWN, /* an operator this pass cannot follow */
	GIVES_MORE,    /* an operator followed by more tokens */
};

#define MAX_PARAMS 64
#define MAX_DEPTH 8   /* macros followed, one invoking the next */
#define GUESS_DEPTH 4 /* macros looked into for a guess */

/* A preprocessing token, and whether white space comes before it. */
typedef struct PTok {
	const char *s;
	CXTokenKind kind;
	int space;
	unsigned begin, end;  /* where it is written */
} PTok;

typedef struct Toks {
	PTok *t;
	size_t n, cap;
} Toks;

/* A macro definition: parameters and replacement list. */
typedef struct Def {
	const char *name;
	int function;         /* function-like */
	const char *params[MAX_PARAMS]; /* __VA_ARGS__ for ... */
	int nparams;
	int variadic;         /* the last parameter takes the rest */
	Toks body;
} Def;

static int
is(const PTok *t, const char *s)
{
	return !strcmp(t->s, s);
}

/* The tokens of a range of the translation unit; a comment between two
 * is white space (C11 5.1.1.2). */
static Toks
range_tokens(Ctx *c, CXSourceRange range)
{
	Toks out = {0};
	CXToken *cx;
	unsigned n, prev = 0;

	clang_tokenize(c->tu, range, &cx, &n);
	for (unsigned i = 0; i < n; i++) {
		CXSourceRange r = clang_getTokenExtent(c->tu, cx[i]);
		unsigned b, e;
		clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL, NULL, &b);
		clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
		if (clang_getTokenKind(cx[i]) == CXToken_Comment)
			continue;
		PTok t = {cx_take_string(clang_getTokenSpelling(c->tu, cx[i])),
		          clang_getTokenKind(cx[i]), out.n && b != prev, b, e};
		VEC_PUSH(out.t, out.n, out.cap, t);
		prev = e;
	}
	clang_disposeTokens(c->tu, cx, n);
	return out;
}

static Toks
file_tokens(Ctx *c, unsigned begin, unsigned end)
{
	return range_tokens(c, clang_getRange(clang_getLocationForOffset(c->tu, c->file, begin),
	                                      clang_getLocationForOffset(c->tu, c->file, end)));
}

static void
read_def(Ctx *c, CXCursor cur, Def *d)
{
	Toks all = range_tokens(c, clang_getCursorExtent(cur));
	size_t i;

	memset(d, 0, sizeof *d);
	d->name = all.n ? all.t[0].s : "";
	d->function = clang_Cursor_isMacroFunctionLike(cur);
	for (i = 2; d->function && i < all.n && !is(&all.t[i], ")"); i++) {
		if (is(&all.t[i], ",") || d->nparams == MAX_PARAMS)
			continue;
		if (is(&all.t[i], "...")) { /* C11 6.10.3p12 */
			d->variadic = 1;
			d->params[d->nparams++] = "__VA_ARGS__";
		} else {
			d->variadic = i + 1 < all.n && is(&all.t[i + 1], "..."); /* GNU args... */
			d->params[d->nparams++] = all.t[i].s;
			i += d->variadic;
		}
	}
	i = d->function ? i + 1 : 1;
	d->body.t = all.t + (i < all.n ? i : all.n);
	d->body.n = i < all.n ? all.n - i : 0;
}

/* The latest definition of a macro before offset at (those of headers
 * count as before the whole file). */
static Macro *
macro_named(Ctx *c, const char *name, unsigned at)
{
	for (size_t i = c->nmacros; i-- > 0;)
		if (c->macros[i].at <= at && !strcmp(c->macros[i].name, name))
			return &c->macros[i];
	return NULL;
}

static int
param_of(const Def *d, const char *name)
{
	for (int k = 0; k < d->nparams; k++)
		if (!strcmp(d->params[k], name))
			return k;
	return -1;
}

/* Stringize (C11 6.10.3.2) and destringize (6.10.9) in one: the
 * tokens' spellings, one space where white space separated two. */
static const char *
spelling(const PTok *t, size_t n)
{
	Buf b = {0};

	for (size_t i = 0; i < n; i++) {
		if (i && t[i].space)
			buf_puts(&b, " ");
		buf_puts(&b, t[i].s);
	}
	return b.s ? b.s : "";
}

/* C11 6.10.9: delete the encoding prefix and the quotes, replace \" by "
 * and \\ by \.  *exact: nothing was replaced.  NULL: not a string. */
static const char *
destringize(const char *lit, int *exact)
{
	const char *q = strchr(lit, '"');
	size_t n = strlen(lit);
	Buf b = {0};

	if (!q || n < 2 || lit[n - 1] != '"' || q == lit + n - 1)
		return NULL;
	*exact = 1;
	for (q++; q < lit + n - 1; q++) {
		if (q[0] == '\\' && (q[1] == '"' || q[1] == '\\')) {
			q++;
			*exact = 0;
		}
		buf_put(&b, q, 1);
	}
	return b.s ? b.s : "";
}

/* The arguments of an invocation, tokens from its name to its ')';
 * the variadic parameter takes the rest, commas included.  0 when they
 * do not match the parameters. */
static int
split_args(const Def *d, const PTok *t, size_t n, Toks *args)
{
	int k = 0, depth = 0;

	memset(args, 0, MAX_PARAMS * sizeof *args);
	if (!d->function)
		return n == 1;
	if (n < 3 || !is(&t[1], "(") || !is(&t[n - 1], ")"))
		return 0;
	for (size_t i = 2; i + 1 < n; i++) {
		depth += is(&t[i], "(") - is(&t[i], ")");
		if (depth < 0)
			return 0;
		if (!depth && is(&t[i], ",") && !(d->variadic && k == d->nparams - 1)) {
			if (++k >= d->nparams)
				return 0;
			continue;
		}
		VEC_PUSH(args[k].t, args[k].n, args[k].cap, t[i]);
	}
	return !depth && (k == d->nparams - 1 || (d->nparams == 0 && n == 3) ||
	                  (d->variadic && k == d->nparams - 2));
}

/* Tokens of a replacement list with the arguments for the parameters
 * (not operands of # or ##: 0 then, as for anything else this pass does
 * not follow). */
static int
subst(const Def *d, const Toks *args, const PTok *t, size_t n, Toks *out)
{
	for (size_t i = 0; i < n; i++) {
		int k = param_of(d, t[i].s);
		if (is(&t[i], "#") || is(&t[i], "##"))
			return 0;
		if (t[i].kind != CXToken_Identifier || k < 0) {
			VEC_PUSH(out->t, out->n, out->cap, t[i]);
			continue;
		}
		for (size_t j = 0; j < args[k].n; j++) {
			PTok a = args[k].t[j];
			a.space = j ? a.space : t[i].space;
			VEC_PUSH(out->t, out->n, out->cap, a);
		}
	}
	return 1;
}

/* Is name a macro whose replacement list stringizes its one parameter:
 * `#define STR(x) #x`? */
static int
stringizer(Ctx *c, const char *name, unsigned at)
{
	Macro *m = macro_named(c, name, at);
	Def d;

	if (!m)
		return 0;
	read_def(c, m->cursor, &d);
	return d.function && d.nparams == 1 && d.body.n == 2 && is(&d.body.t[0], "#") &&
	       !strcmp(d.body.t[1].s, d.params[0]);
}

static int macro_pragma(Ctx *c, Macro *m);

/* Does a replacement list hold a _Pragma operator, or name a macro that
 * does? */
static int
names_pragma(Ctx *c, const Toks *body, unsigned at)
{
	for (size_t i = 0; i < body->n; i++) {
		Macro *m;
		if (is(&body->t[i], "_Pragma"))
			return 1;
		if (body->t[i].kind == CXToken_Identifier && (m = macro_named(c, body->t[i].s, at)) &&
		    macro_pragma(c, m))
			return 1;
	}
	return 0;
}

/* Does a macro's replacement list hold a _Pragma operator, or name a
 * macro that does, any definition of it?  Worked out once per macro. */
static int
macro_pragma(Ctx *c, Macro *m)
{
	if (!m->pragma) {
		Def d;
		m->pragma = 3; /* being looked at: a cycle gives nothing */
		read_def(c, m->cursor, &d);
		m->pragma = names_pragma(c, &d.body, ~0u) ? 2 : 1;
	}
	return m->pragma == 2;
}

/* The _Pragma(...) forms of a replacement list; -1 when it is not one. */
static int
gives_operator(Ctx *c, const Def *d, const Toks *args, unsigned at, Operator *op)
{
	const PTok *t = d->body.t;
	size_t n = d->body.n, close = 2;
	int k, depth = 1;
	Toks x = {0};

	if (n < 4 || !is(&t[0], "_Pragma") || !is(&t[1], "("))
		return -1;
	for (; close < n && (depth += is(&t[close], "(") - is(&t[close], ")")); close++)
		;
	if (close != n - 1)
		return close < n ? GIVES_MORE : GIVES_UNKNOWN;
	if (n == 4 && t[2].kind == CXToken_Literal &&
	    (op->text = destringize(t[2].s, &(int){0})))
		return GIVES_TEXT;
	if (n == 5 && is(&t[2], "#") && (k = param_of(d, t[3].s)) >= 0) {
		op->text = spelling(args[k].t, args[k].n);
		return GIVES_TEXT;
	}
	if (n >= 6 && t[2].kind == CXToken_Identifier && is(&t[3], "(") && is(&t[n - 2], ")") &&
	    stringizer(c, t[2].s, at) && subst(d, args, t + 4, n - 6, &x)) {
		op->text = spelling(x.t, x.n);
		return GIVES_TEXT;
	}
	return GIVES_UNKNOWN;
}

/* What the replacement list of d gives, invoked with args at offset at:
 * the directive's text in op->text. */
static int
gives(Ctx *c, const Def *d, const Toks *args, unsigned at, int depth, Operator *op)
{
	const PTok *t = d->body.t;
	size_t n = d->body.n;
	Macro *m;
	int form = gives_operator(c, d, args, at, op);

	if (form >= 0)
		return form;
	if (depth < MAX_DEPTH && n && t[0].kind == CXToken_Identifier &&
	    (m = macro_named(c, t[0].s, at)) && strcmp(t[0].s, d->name)) {
		/* the whole list is one invocation of another macro */
		Def q;
		Toks x = {0}, qargs[MAX_PARAMS];
		read_def(c, m->cursor, &q);
		if (subst(d, args, t, n, &x) && split_args(&q, x.t, x.n, qargs))
			return gives(c, &q, qargs, at, depth + 1, op);
	}
	return names_pragma(c, &d->body, at) ? GIVES_UNKNOWN : GIVES_NOTHING;
}

static int
has_word(const char *s, const char *w)
{
	size_t n = strlen(w);

	for (const char *p = s; (p = strstr(p, w)); p += n)
		if ((p == s || (!isalnum((unsigned char)p[-1]) && p[-1] != '_')) &&
		    !isalnum((unsigned char)p[n]) && p[n] != '_')
			return 1;
	return 0;
}

/* Is text an OpenMP directive: "omp" its first word (C11 6.10.6)? */
static int
is_omp(const char *text)
{
	while (*text == ' ' || *text == '\t')
		text++;
	return !strncmp(text, "omp", 3) && !isalnum((unsigned char)text[3]) && text[3] != '_';
}

/* An operator not followed: what the invocation and the macros it names
 * (the one invoked first) say of the directive.  A guess, for errors
 * only. */
static void
guess(Ctx *c, Operator *op, const Toks *words, unsigned at, int depth)
{
	for (size_t i = 0; i < words->n && depth < GUESS_DEPTH; i++) {
		Macro *m = macro_named(c, words->t[i].s, at);
		op->omp |= has_word(words->t[i].s, "omp");
		op->device |= has_word(words->t[i].s, "target") || has_word(words->t[i].s, "declare");
		if (m && words->t[i].kind == CXToken_Identifier) {
			Def d;
			read_def(c, m->cursor, &d);
			guess(c, op, &d.body, at, depth + 1);
		}
	}
}

/* Is offset at on a preprocessing directive line? */
static int
in_directive(Ctx *c, unsigned at)
{
	const char *s = c->u->src;

	for (;;) {
		while (at > 0 && s[at - 1] != '\n')
			at--;
		if (at < 2 || s[at - 2] != '\\')
			break;
		at -= 2; /* the line continues the one before */
	}
	while (s[at] == ' ' || s[at] == '\t')
		at++;
	return s[at] == '#';
}

/* A _Pragma operator written out, `_Pragma ( string-literal )`, or with
 * a macro that stands for the operator in its place. */
static int
written_out(Ctx *c, const Node *e, Operator *op)
{
	unsigned end = e->begin + 4096 < c->u->len ? e->begin + 4096 : (unsigned)c->u->len;
	Toks t = file_tokens(c, e->begin, end);
	int exact;

	if (t.n < 4 && end < c->u->len) /* a long literal */
		t = file_tokens(c, e->begin, (unsigned)c->u->len);
	if (t.n < 4 || !is(&t.t[1], "(") || t.t[2].kind != CXToken_Literal || !is(&t.t[3], ")") ||
	    !(op->text = destringize(t.t[2].s, &exact)))
		return GIVES_NOTHING; /* clang has reported it */
	/* the literal's characters, after its prefix and quote */
	op->literal = exact ? t.t[2].begin + (unsigned)(strchr(t.t[2].s, '"') - t.t[2].s) + 1 : 0;
	op->end = t.t[3].end;
	return GIVES_TEXT;
}

/* Is d an object-like macro that stands for the _Pragma operator itself,
 * `#define PRAGMA _Pragma`, or for another that does? */
static int
pragma_alias(Ctx *c, const Def *d, unsigned at, int depth)
{
	Macro *m;
	Def q;

	if (d->function || d->body.n != 1 || depth == MAX_DEPTH)
		return 0;
	if (is(&d->body.t[0], "_Pragma"))
		return 1;
	if (!(m = macro_named(c, d->body.t[0].s, at)))
		return 0;
	read_def(c, m->cursor, &q);
	return pragma_alias(c, &q, at, depth + 1);
}

/* The macro an expansion invokes: one of the user's files, or (looked
 * at once each) one of a system header or the command line. */
static Macro *
macro_of(Ctx *c, const Node *e, const char *name)
{
	Macro *m = macro_named(c, name, e->begin), f = {0};
	CXCursor def;

	if (m)
		return m;
	def = clang_getCursorReferenced(e->cursor);
	if (clang_getCursorKind(def) != CXCursor_MacroDefinition)
		return NULL;
	for (size_t i = 0; i < c->nforeign; i++)
		if (clang_equalCursors(c->foreign[i].cursor, def))
			return &c->foreign[i];
	f.cursor = def;
	f.name = name;
	VEC_PUSH(c->foreign, c->nforeign, c->capforeign, f);
	return &c->foreign[c->nforeign - 1];
}

/* What one expansion of the main file gives. */
static int
expansion(Ctx *c, const Node *e, Operator *op)
{
	CXCursor def;
	Toks inv, args[MAX_PARAMS];
	Macro *m;
	Def d;
	int form;

	op->begin = e->begin;
	op->end = e->end;
	op->macro = cx_take_string(clang_getCursorSpelling(e->cursor));
	if (!strcmp(op->macro, "_Pragma")) {
		op->macro = NULL;
		return written_out(c, e, op);
	}
	if (!(m = macro_of(c, e, op->macro)) || !macro_pragma(c, m))
		return GIVES_NOTHING;
	def = clang_getCursorReferenced(e->cursor);
	if (clang_getCursorKind(def) != CXCursor_MacroDefinition)
		return GIVES_NOTHING;
	read_def(c, def, &d);
	if (pragma_alias(c, &d, e->begin, 0))
		return written_out(c, e, op); /* the operator's ( "..." ) follows */
	inv = file_tokens(c, e->begin, e->end);
	if (!split_args(&d, inv.t, inv.n, args))
		form = names_pragma(c, &d.body, e->begin) ? GIVES_UNKNOWN : GIVES_NOTHING;
	else
		form = gives(c, &d, args, e->begin, 0, op);
	if (form >= GIVES_UNKNOWN)
		guess(c, op, &inv, e->begin, 0);
	return form;
}

/* A directive line "#pragma <text>" of the operators' translation unit. */
static void
add_line(Ctx *c, Buf *lines, Operator *op)
{
	op->at = c->ops_base + (unsigned)lines->len;
	buf_printf(lines, "#pragma %s\n", op->text);
}

/* The operators' directive lines, after the file's text in c->text, and
 * the translation unit that tokenizes them. */
static void
parse_lines(Ctx *c, const Buf *lines)
{
	static const char path[] = "/omp2cuda-frontend/pragma_operators.c";
	struct CXUnsavedFile f = {path, lines->s, lines->len};
	char *text = arena_alloc(c->u->len + 1 + lines->len + 1);

	memcpy(text, c->u->src, c->u->len);
	text[c->u->len] = '\n';
	memcpy(text + c->ops_base, lines->s, lines->len);
	c->text = text;
	c->text_len = c->ops_base + lines->len;
	if (clang_parseTranslationUnit2(c->idx, path, NULL, 0, &f, 1, CXTranslationUnit_None,
	                                &c->ops_tu) != CXError_Success) {
		diag_tool("libclang could not read the directives of _Pragma operators");
		c->ops_tu = NULL;
		return;
	}
	c->ops_file = clang_getFile(c->ops_tu, path);
}

/* Every _Pragma operator of the main file that gives a directive, in
 * source order.  Requires scan_unit. */
void
operators_find(Ctx *c)
{
	Buf lines = {0};
	unsigned outer_end = 0;
	const char *outer = NULL;

	for (size_t i = 0; i < c->nexpansions; i++) {
		const Node *e = &c->expansions[i];
		Operator op = {0};
		int nested = e->begin < outer_end, form;
		if (in_directive(c, e->begin))
			continue;
		form = expansion(c, e, &op);
		if (!nested) {
			outer_end = op.end;
			outer = op.macro;
		}
		if (form == GIVES_NOTHING)
			continue;
		if (form == GIVES_TEXT) {
			op.omp = is_omp(op.text);
			op.device = op.omp && (has_word(op.text, "target") || has_word(op.text, "declare"));
		}
		if (nested || form != GIVES_TEXT) {
			op.in = nested ? outer : NULL;
			op.more = form == GIVES_MORE;
			op.text = NULL;
		}
		if (op.text && op.omp)
			add_line(c, &lines, &op);
		VEC_PUSH(c->ops, c->nops, c->capops, op);
	}
	if (lines.len)
		parse_lines(c, &lines);
}

/* Is offset at in the code of a region compiled to a kernel? */
static int
in_kernel(Ctx *c, unsigned at)
{
	for (int i = 0; i < c->u->nregions; i++) {
		const Region *r = c->u->regions[i];
		if (dir_has_kernel(r->dir) && r->src.stmt_begin <= at && at < r->src.stmt_end)
			return 1;
	}
	return 0;
}

/* The operators not followed: a device directive would run on the host
 * silently, and one in a kernel's code would be dropped by nvcc. */
void
operators_check(Ctx *c)
{
	for (size_t i = 0; i < c->nops; i++) {
		const Operator *op = &c->ops[i];
		Loc loc = cx_loc(c, op->begin);
		if (op->text || !op->omp || (!op->device && !in_kernel(c, op->begin)))
			continue;
		if (op->in && op->macro)
			diag_error(loc, "'%s' in the arguments of macro '%s' gives an OpenMP directive "
			                "through _Pragma: this is not supported yet", op->macro, op->in);
		else if (op->in)
			diag_error(loc, "_Pragma in the arguments of macro '%s' gives an OpenMP "
			                "directive: this is not supported yet", op->in);
		else if (op->more)
			diag_error(loc, "'%s' gives an OpenMP directive through _Pragma and more code after "
			                "it: this is not supported yet; the statement of a directive must "
			                "be written out, not expanded from a macro", op->macro);
		else
			diag_error(loc, "'%s' gives an OpenMP directive through _Pragma in a form that is "
			                "not supported yet: its replacement list must be only "
			                "_Pragma(\"omp ...\"), _Pragma(#x), _Pragma(STR(x)), or one "
			                "such macro's invocation; or write '#pragma omp'", op->macro);
	}
}
