/* Context selectors (OpenMP 5.0 2.3): which function a call of a
 * declare variant base calls (2.3.5: variant_calls.c chooses by the
 * selectors and contexts read here), and which directive a metadirective
 * in a target region (or one in host code: resolve_host) is (2.3.4),
 * decided at compile time for each copy of the code:
 *   - the kernel: construct = the constructs around the code, from the
 *     target construct in (a function compiled for the device: target,
 *     2.3.1), device = {kind(gpu, nohost, any), arch(nvptx, nvptx64)},
 *     and no implementation vendor: omp2cuda is none of those OpenMP
 *     names, so vendor(...) does not match;
 *   - the host fallback: the same constructs, device = {kind(host, cpu,
 *     any), arch(<the host's>)}, implementation vendor(gnu): gcc and
 *     libgomp compile and run it, as they do the host code around it;
 *   - target_device = {kind, arch} of the default device, or of the one
 *     device_num(expr) names (OpenMP 5.1 2.3.1), known at run time alone:
 *     the kernel's is the GPU it runs on; elsewhere a choice must not
 *     depend on it, except a host metadirective choosing between target
 *     constructs that differ in their maps alone (runtime_choice).
 *     isa is not supported, nor target_device in declare variant (the
 *     host compiler, gcc 12, does not know the set).
 * A selector matches when each of its traits is in the context (the
 * construct traits in order); the one of highest score is chosen
 * (2.3.3).  Whatever omp2cuda cannot decide for certain is an error:
 * isa, the implementation traits other than vendor, user conditions that
 * are not constants, macros inside a selector, two declare variant
 * matches of equal score (2.3.5 leaves the choice unspecified).
 *
 * A metadirective whose choices for the kernel and the host differ is
 * accepted only where the host fallback of the kernel's choice computes
 * what the host's does: teams distribute parallel for on the GPU,
 * parallel for on the host, with the same clauses, in a region that
 * asks no team numbers (the fallback of a teams loop is a parallel loop
 * on the host: codegen/emit_region.c).  Its choice must combine with its
 * target construct (frontend/fuse.c), so that the host fallback copies
 * none of its text: the host compiler would read the metadirective line
 * itself (gcc 12 ignores it).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "selectors.h"

#if defined(__x86_64__)
#define HOST_ARCH "x86_64"
#elif defined(__aarch64__)
#define HOST_ARCH "aarch64"
#elif defined(__powerpc64__)
#define HOST_ARCH "ppc64le"
#else
#define HOST_ARCH "unknown"
#endif

/* A selector's text in Ctx.text, read from at to end. */
typedef struct Lex {
	Ctx *c;
	unsigned at, end, directive;
	Selector *s;
} Lex;

static void
bad(Lex *l, const char *msg, const char *name)
{
	if (!l->s->bad)
		diag_error(cx_loc(l->c, l->at < l->end ? l->at : l->end), msg, name);
	l->s->bad = 1;
	l->at = l->end;
}

static int
peek(Lex *l, char ch)
{
	const char *s = l->c->text;

	while (l->at < l->end && (isspace((unsigned char)s[l->at]) || s[l->at] == '\\'))
		l->at++;
	return l->at < l->end && s[l->at] == ch;
}

static int
eat(Lex *l, char ch)
{
	if (!peek(l, ch))
		return 0;
	l->at++;
	return 1;
}

static int
is_macro(Ctx *c, const char *name, unsigned at)
{
	for (size_t m = 0; m < c->nmacros; m++)
		if (c->macros[m].at < at && !strcmp(c->macros[m].name, name))
			return 1;
	return 0;
}

/* A name or a string literal (its characters); NULL after an error. */
static const char *
word(Lex *l)
{
	const char *s = l->c->text;
	unsigned b;

	peek(l, 0);
	b = l->at;
	if (l->at < l->end && s[l->at] == '"') {
		while (++l->at < l->end && s[l->at] != '"')
			;
		if (l->at >= l->end)
			return bad(l, "unterminated string in a context selector%s", ""), NULL;
		l->at++;
		return arena_strndup(s + b + 1, l->at - b - 2);
	}
	while (l->at < l->end && (isalnum((unsigned char)s[l->at]) || s[l->at] == '_'))
		l->at++;
	if (l->at == b)
		return bad(l, "expected a name in a context selector%s", ""), NULL;
	const char *w = arena_strndup(s + b, l->at - b);
	if (is_macro(l->c, w, l->directive)) {
		l->at = b;
		return bad(l, "macro '%s' in a context selector is not supported yet", w), NULL;
	}
	return w;
}

/* After '(': the text to the matching ')', which is read. */
static const char *
up_to_close(Lex *l)
{
	const char *s = l->c->text;
	unsigned b = l->at;
	int depth = 1;

	for (; l->at < l->end; l->at++)
		if (s[l->at] == '(')
			depth++;
		else if (s[l->at] == ')' && --depth == 0)
			break;
	if (l->at >= l->end)
		return bad(l, "unbalanced parentheses in a context selector%s", ""), NULL;
	return arena_strndup(s + b, l->at++ - b);
}

static long
constant(Lex *l, const char *expr, const char *what)
{
	long v = 0;

	if (expr && !frontend_constant(l->c, expr, &v))
		bad(l, "%s in a context selector that is not an integer constant is not supported yet",
		    what);
	return v;
}

/* '(' [score(expr):] property, ... ')' into names[]; returns the score. */
static long
properties(Lex *l, const char **names, int *n)
{
	long score = 0;

	if (!eat(l, '('))
		return bad(l, "expected '(' in a context selector%s", ""), 0;
	unsigned at = l->at;
	const char *w = word(l);
	if (w && !strcmp(w, "score") && eat(l, '(')) {
		score = constant(l, up_to_close(l), "score");
		if (!eat(l, ':'))
			bad(l, "expected ':' after score(...)%s", "");
	} else {
		l->at = at;
	}
	do {
		if (!(w = word(l)))
			return 0;
		if (*n == MAX_TRAITS)
			return bad(l, "too many traits in a context selector%s", ""), 0;
		names[(*n)++] = w;
	} while (eat(l, ','));
	if (!eat(l, ')'))
		bad(l, "expected ')' in a context selector%s", "");
	return score;
}

static void
construct_trait(Lex *l, const char *w)
{
	static const char *const known[] = {"target", "teams", "parallel", "for", "simd", "dispatch",
	                                    0};
	int k = 0;

	while (known[k] && strcmp(known[k], w))
		k++;
	if (!known[k] || peek(l, '('))
		return bad(l, "construct selector '%s' is not supported yet", w);
	if (l->s->nconstructs == MAX_TRAITS)
		return bad(l, "too many traits in a context selector%s", "");
	l->s->constructs[l->s->nconstructs++] = known[k];
}

static void
trait(Lex *l, const char *set)
{
	Selector *s = l->s;
	const char *w = word(l);

	if (!w)
		return;
	if (!strcmp(set, "construct"))
		construct_trait(l, w);
	else if (!strcmp(set, "device") && !strcmp(w, "kind"))
		properties(l, s->kinds, &s->nkinds);
	else if (!strcmp(set, "device") && !strcmp(w, "arch"))
		properties(l, s->archs, &s->narchs);
	else if (!strcmp(set, "target_device") && !strcmp(w, "kind"))
		properties(l, s->td_kinds, &s->ntd_kinds);
	else if (!strcmp(set, "target_device") && !strcmp(w, "arch"))
		properties(l, s->td_archs, &s->ntd_archs);
	else if (!strcmp(set, "target_device") && !strcmp(w, "device_num")) {
		if (!eat(l, '('))
			return bad(l, "expected '(' in a context selector%s", "");
		s->device_num = up_to_close(l) != NULL;
	} else if (!strcmp(set, "implementation") && !strcmp(w, "vendor"))
		s->vendor_score = properties(l, s->vendors, &s->nvendors);
	else if (!strcmp(set, "user") && !strcmp(w, "condition")) {
		const char *none[MAX_TRAITS];
		int n = 0;
		unsigned at = l->at;
		if (!eat(l, '('))
			return bad(l, "expected '(' in a context selector%s", "");
		unsigned in = l->at;
		peek(l, 0);
		size_t n5 = l->end - l->at >= 5 ? 5 : 0;
		/* the condition may be a macro (the preprocessor replaces it, as
		 * frontend_constant does): only score is read as a word */
		if (n5 && !strncmp(l->c->text + l->at, "score", 5) &&
		    !(isalnum((unsigned char)l->c->text[l->at + 5]) || l->c->text[l->at + 5] == '_')) {
			l->at = at;
			s->user_score = properties(l, none, &n);
			return bad(l, "score in user={condition(...)} is not supported yet%s", "");
		}
		l->at = in;
		s->has_user = 1;
		s->user = constant(l, up_to_close(l), "user={condition(...)}");
	} else
		bad(l, "context selector '%s' is not supported yet", w);
}

/* Parse the selector in [at, end) of the directive at offset directive. */
static Selector
parse_selector(Ctx *c, unsigned at, unsigned end, unsigned directive)
{
	Selector s = {0};
	Lex l = {c, at, end, directive, &s};

	do {
		const char *set = word(&l);
		if (!set)
			break;
		if (strcmp(set, "construct") && strcmp(set, "device") &&
		    strcmp(set, "implementation") && strcmp(set, "user") &&
		    strcmp(set, "target_device")) {
			bad(&l, "context selector set '%s' is not supported yet", set);
			break;
		}
		s.target_device |= !strcmp(set, "target_device");
		if (!eat(&l, '=') || !eat(&l, '{')) {
			bad(&l, "expected '= {' in a context selector%s", "");
			break;
		}
		do
			trait(&l, set);
		while (!s.bad && eat(&l, ','));
		if (!s.bad && !eat(&l, '}'))
			bad(&l, "expected '}' in a context selector%s", "");
	} while (!s.bad && eat(&l, ','));
	if (!s.bad && (peek(&l, 0), l.at < l.end))
		bad(&l, "unexpected text in a context selector%s", "");
	return s;
}

static int
listed(const char *const *names, const char *w)
{
	for (; *names; names++)
		if (!strcmp(*names, w))
			return 1;
	return 0;
}

/* The selector's score in context x (2.3.3: the sum of its traits'
 * values, plus 1), or -1 when it does not match. */
long
selectors_score(const Selector *s, const Context *x)
{
	static const char *const gpu_kinds[] = {"gpu", "nohost", "any", 0};
	static const char *const host_kinds[] = {"host", "cpu", "any", 0};
	static const char *const gpu_archs[] = {"nvptx", "nvptx64", 0};
	static const char *const host_archs[] = {HOST_ARCH, 0};
	static const char *const host_vendors[] = {"gnu", 0};
	static const char *const no_vendors[] = {0};
	long sum = 1;
	int j = x->n - 1, l = x->n;

	/* the construct traits in order, each the innermost it can be */
	for (int i = s->nconstructs - 1; i >= 0; i--, j--) {
		while (j >= 0 && strcmp(x->constructs[j], s->constructs[i]))
			j--;
		if (j < 0)
			return -1;
		sum += 1L << j;
	}
	for (int i = 0; i < s->nkinds; i++)
		if (!listed(x->device ? gpu_kinds : host_kinds, s->kinds[i]))
			return -1;
	for (int i = 0; i < s->narchs; i++)
		if (!listed(x->device ? gpu_archs : host_archs, s->archs[i]))
			return -1;
	for (int i = 0; i < s->nvendors; i++)
		if (!listed(x->device ? no_vendors : host_vendors, s->vendors[i]))
			return -1;
	int gpu = s->device_num ? x->td_num : x->td;
	for (int i = 0; i < s->ntd_kinds; i++)
		if (!listed(gpu ? gpu_kinds : host_kinds, s->td_kinds[i]))
			return -1;
	for (int i = 0; i < s->ntd_archs; i++)
		if (!listed(gpu ? gpu_archs : host_archs, s->td_archs[i]))
			return -1;
	if (s->has_user && !s->user)
		return -1;
	sum += (s->nkinds || s->ntd_kinds ? 1L << l : 0) +
	       (s->narchs || s->ntd_archs ? 1L << (l + 1) : 0);
	return sum + s->vendor_score + s->user_score;
}

/* Where the statement of directive p ends, or 0 for none. */
static unsigned
stmt_end(Ctx *c, const Pragma *p)
{
	int cond;
	unsigned code = cx_code_after(c, p->end, &cond);
	Node *s = scan_stmt_after(c, code);

	return s && s->begin == code ? cx_stmt_end(c, s->cursor) : 0;
}

/* The construct traits of the directives ps[0..n) around offset at. */
void
selectors_context(Ctx *c, const Pragma *ps, int n, unsigned at, int device, Context *x)
{
	static const char *const traits[] = {"target", "teams", "parallel", "for", "simd", 0};

	x->n = 0;
	x->device = device;
	x->td = x->td_num = device;
	for (int i = 0; i < n && ps[i].begin < at; i++) {
		const char *name = !device && ps[i].host_name ? ps[i].host_name : ps[i].name;
		if (!strncmp(name, "declare", 7) || !strncmp(name, "target data", 11) ||
		    !strncmp(name, "target enter", 12) || !strncmp(name, "target exit", 11) ||
		    !strncmp(name, "target update", 13) || at < ps[i].end || at >= stmt_end(c, &ps[i]))
			continue;
		for (const char *w = name; *w; w += strcspn(w, " "), w += *w == ' ')
			for (int k = 0; traits[k]; k++)
				if (!strncmp(w, traits[k], strlen(traits[k])) &&
				    (w[strlen(traits[k])] == ' ' || !w[strlen(traits[k])]) &&
				    x->n < MAX_CONSTRUCTS)
					x->constructs[x->n++] = traits[k];
	}
}

static int
in_target(const Context *x)
{
	return x->n > 0 && !strcmp(x->constructs[0], "target");
}

/* The directive's next top-level declaration: a function, its name. */
static const char *
next_function(Ctx *c, unsigned at)
{
	CXCursor best = clang_getNullCursor();
	unsigned best_b = ~0u;

	for (size_t i = 0; i < c->ntops; i++) {
		unsigned b, e;
		cx_extent(c->tops[i], &b, &e);
		if (b >= at && b < best_b) {
			best = c->tops[i];
			best_b = b;
		}
	}
	if (clang_Cursor_isNull(best) || clang_getCursorKind(best) != CXCursor_FunctionDecl)
		return NULL;
	return cx_take_string(clang_getCursorSpelling(best));
}

static const char *
trimmed(const char *s)
{
	char *t;

	while (isspace((unsigned char)*s))
		s++;
	t = arena_strdup(s);
	for (size_t n = strlen(t); n && isspace((unsigned char)t[n - 1]);)
		t[--n] = 0;
	return t;
}

static void
read_variant(Ctx *c, const Pragma *p)
{
	Loc loc = cx_loc(c, p->begin);
	Variant v = {0};
	unsigned b, e;

	v.loc = loc;
	v.at = p->begin;
	if (pragmas_has_clause(c, p, "adjust_args") || pragmas_has_clause(c, p, "append_args")) {
		diag_error(loc, "adjust_args and append_args are not supported yet");
		return;
	}
	if (!(v.base = next_function(c, p->end))) {
		diag_error(loc, "'#pragma omp declare variant' must be followed by a function "
		                "declaration");
		return;
	}
	v.variant = trimmed(pragmas_clause_args(c, p, "variant", 0));
	if (!pragmas_clause_extent(c, p, "match", 0, &b, &e)) {
		diag_error(loc, "'#pragma omp declare variant' without match is not supported");
		return;
	}
	v.sel = parse_selector(c, b, e, p->begin);
	if (!v.sel.bad && v.sel.target_device)
		diag_error(loc, "context selector set 'target_device' in '#pragma omp declare "
		           "variant' is not supported yet");
	else if (!v.sel.bad)
		VEC_PUSH(c->variants, c->nvariants, c->capvariants, v);
}

/* declare target to(list) device_type(host or nohost). */
static void
read_device_type(Ctx *c, const Pragma *p)
{
	const char *dt = pragmas_clause_args(c, p, "device_type", 0);
	const char *list = pragmas_clause_args(c, p, "to", 0);

	if (!dt || !strcmp(trimmed(dt), "any"))
		return;
	if (!list)
		list = pragmas_clause_args(c, p, "enter", 0);
	if (!list) {
		diag_error(cx_loc(c, p->begin), "device_type(%s) on a declare target directive "
		           "without a to or enter list is not supported yet", trimmed(dt));
		return;
	}
	char *names = arena_strdup(list);
	for (char *w = strtok(names, ", \t\\\n"); w; w = strtok(NULL, ", \t\\\n")) {
		DeviceType d = {w, !strcmp(trimmed(dt), "nohost")};
		VEC_PUSH(c->device_types, c->ndevice_types, c->capdevice_types, d);
	}
}

void
selectors_read(Ctx *c, Pragma *ps, int n)
{
	for (int i = 0; i < n; i++) {
		if (!strcmp(ps[i].name, "declare variant"))
			read_variant(c, &ps[i]);
		else if (!strcmp(ps[i].name, "begin declare variant") ||
		         !strcmp(ps[i].name, "end declare variant"))
			diag_error(cx_loc(c, ps[i].begin), "'#pragma omp %s' is not supported yet",
			           ps[i].name);
		else if (!strcmp(ps[i].name, "declare target") ||
		         !strcmp(ps[i].name, "begin declare target"))
			read_device_type(c, &ps[i]);
	}
}

/* A metadirective's choice in one context: [begin, end) of the directive
 * variant's text (empty: nothing). */
typedef struct Choice {
	unsigned begin, end;
	long score;
} Choice;

/* Colon that ends a when clause's selector, or end. */
static unsigned
selector_end(Ctx *c, unsigned at, unsigned end)
{
	int depth = 0;

	for (; at < end; at++) {
		char ch = c->text[at];
		if (ch == '(' || ch == '{')
			depth++;
		else if (ch == ')' || ch == '}')
			depth--;
		else if (ch == '"')
			while (++at < end && c->text[at] != '"')
				;
		else if (ch == ':' && depth == 0)
			return at;
	}
	return end;
}

/* The choices of metadirective p in the contexts xs[0..n) into cs; 0
 * after an error. */
static int
choose_in(Ctx *c, const Pragma *p, const Context *xs, Choice *cs, int n)
{
	unsigned b, e;

	for (int i = 0; i < n; i++)
		cs[i] = (Choice){0, 0, -1};
	for (int k = 0; pragmas_clause_extent(c, p, "when", k, &b, &e); k++) {
		unsigned colon = selector_end(c, b, e);
		if (colon == e) {
			diag_error(cx_loc(c, b), "expected ':' after the context selector of 'when'");
			return 0;
		}
		Selector s = parse_selector(c, b, colon, p->begin);
		if (s.bad)
			return 0;
		for (int i = 0; i < n; i++) {
			long sc = selectors_score(&s, &xs[i]);
			if (sc > cs[i].score)
				cs[i] = (Choice){colon + 1, e, sc};
		}
	}
	if ((pragmas_clause_extent(c, p, "default", 0, &b, &e) ||
	     pragmas_clause_extent(c, p, "otherwise", 0, &b, &e)))
		for (int i = 0; i < n; i++)
			if (cs[i].score < 0)
				cs[i] = (Choice){b, e, 0};
	return 1;
}

/* The choice of metadirective p in context x, where the device that
 * target_device={device_num(...)} names is a GPU or the host: the
 * choice must not depend on which (OpenMP 5.1 2.3.1: the traits of that
 * device, known at run time alone); 0 after an error. */
static int
choose(Ctx *c, const Pragma *p, const Context *x, Choice *ch)
{
	Context xs[2] = {*x, *x};
	Choice cs[2];

	xs[0].td_num = 1;
	xs[1].td_num = 0;
	if (!choose_in(c, p, xs, cs, 2))
		return 0;
	if (cs[0].begin != cs[1].begin || cs[0].end != cs[1].end) {
		diag_error(cx_loc(c, p->begin), "'#pragma omp metadirective' whose choice depends on "
		           "the kind of the device that target_device={device_num(...)} names, known "
		           "at run time alone, is not supported yet");
		return 0;
	}
	*ch = cs[0];
	return 1;
}

/* The text with each run of white space (and line splices) one space. */
static const char *
squeezed(Ctx *c, unsigned b, unsigned e)
{
	Buf out = {0};
	int space = 0;

	for (unsigned i = b; i < e; i++) {
		char ch = c->text[i];
		if (isspace((unsigned char)ch) || ch == '\\') {
			space = out.len > 0;
			continue;
		}
		if (space)
			buf_put(&out, " ", 1);
		buf_put(&out, &ch, 1);
		space = 0;
	}
	return out.len ? out.s : "";
}

/* Do the host's choice h and the kernel's d compute the same in the host
 * fallback of d? (see the file's comment) */
static int
same_on_host(Ctx *c, const Pragma *dp, const Pragma *hp)
{
	return ((!strcmp(dp->name, "teams distribute parallel for") &&
	         !strcmp(hp->name, "parallel for")) ||
	        (!strcmp(dp->name, "teams distribute parallel for simd") &&
	         !strcmp(hp->name, "parallel for simd"))) &&
	       !strcmp(squeezed(c, dp->clauses_at, dp->text_end),
	               squeezed(c, hp->clauses_at, hp->text_end));
}

/* One metadirective in a target region, read as its kernel's choice. */
static int
resolve(Ctx *c, Pragma *p, const Context *dev, const Context *host)
{
	Loc loc = cx_loc(c, p->begin);
	Choice d, h, g;
	Pragma dp = *p, hp = *p;
	Context gpu = *host;

	gpu.td = 1;
	if (!choose(c, p, dev, &d) || !choose(c, p, host, &h) || !choose(c, p, &gpu, &g))
		return 0;
	const char *dt = squeezed(c, d.begin, d.end), *ht = squeezed(c, h.begin, h.end);
	if (strcmp(ht, squeezed(c, g.begin, g.end))) {
		diag_error(loc, "'#pragma omp metadirective' in a target region whose host fallback "
		           "would choose '%s' where the default device is a GPU and '%s' where it is "
		           "the host, known at run time alone, is not supported yet",
		           squeezed(c, g.begin, g.end), ht);
		return 0;
	}
	if (!*dt || !*ht) {
		if (*dt || *ht)
			diag_error(loc, "'#pragma omp metadirective' that chooses a directive for one of "
			           "the kernel and the host fallback and none for the other is not "
			           "supported yet");
		return -1; /* nothing: no directive */
	}
	if (!pragmas_name_at(c, &dp, d.begin, d.end) || !pragmas_name_at(c, &hp, h.begin, h.end)) {
		diag_error(loc, "the directive '%s' a metadirective chooses is not one omp2cuda knows",
		           dp.name ? ht : dt);
		return 0;
	}
	if (strcmp(dt, ht) && !same_on_host(c, &dp, &hp)) {
		diag_error(loc, "'#pragma omp metadirective' that chooses '%s' for the GPU and '%s' "
		           "for the host fallback is not supported yet", dt, ht);
		return 0;
	}
	p->name = dp.name;
	p->dir = dp.dir;
	p->is_target = dp.is_target;
	p->clauses_at = dp.clauses_at;
	p->text_end = dp.text_end;
	p->meta = 1;
	p->host_name = strcmp(dt, ht) ? hp.name : NULL;
	return 1;
}

/* The clauses of directive p but its map and defaultmap clauses, each
 * run of white space and commas one space. */
static const char *
clauses_but_maps(Ctx *c, const Pragma *p)
{
	Buf out = {0};
	const char *t = c->text;

	for (unsigned i = p->clauses_at; i < p->text_end; i++) {
		unsigned w = i;
		while (w < p->text_end && (isalnum((unsigned char)t[w]) || t[w] == '_'))
			w++;
		if ((w - i == 3 && !strncmp(t + i, "map", 3)) ||
		    (w - i == 10 && !strncmp(t + i, "defaultmap", 10))) {
			int depth = 0;
			for (i = w; i < p->text_end; i++)
				if (t[i] == '(')
					depth++;
				else if (t[i] == ')' && --depth == 0)
					break;
			continue;
		}
		if (w > i) {
			buf_put(&out, t + i, w - i);
			i = w - 1;
		} else if (isspace((unsigned char)t[i]) || t[i] == '\\' || t[i] == ',') {
			if (out.len && out.s[out.len - 1] != ' ')
				buf_put(&out, " ", 1);
		} else {
			buf_put(&out, t + i, 1);
		}
	}
	while (out.len && out.s[out.len - 1] == ' ')
		out.s[--out.len] = 0;
	return out.len ? out.s : "";
}

/* A host metadirective's choices where the default device is a GPU (g)
 * and where it is the host (h) differ: the construct is read as g when
 * both are the same target construct, apart from their map and
 * defaultmap clauses, with no device clause.  It then runs on the
 * default device, whose kind chose it: on a GPU as g; on the host as
 * g's host fallback, where map clauses map nothing (OpenMP 5.1 2.21.7.1:
 * the original variables are the corresponding ones), so h's compute
 * the same.  1 when it is read so, else 0 after an error. */
static int
runtime_choice(Ctx *c, Pragma *p, const Choice *g, const Choice *h)
{
	Pragma gp = *p, hp = *p;
	const char *gt = squeezed(c, g->begin, g->end), *ht = squeezed(c, h->begin, h->end);

	if (!*gt || !*ht || !pragmas_name_at(c, &gp, g->begin, g->end) ||
	    !pragmas_name_at(c, &hp, h->begin, h->end) || !gp.is_target || gp.dir < 0 ||
	    strcmp(gp.name, hp.name) || pragmas_has_clause(c, &gp, "device") ||
	    pragmas_has_clause(c, &hp, "device") ||
	    strcmp(clauses_but_maps(c, &gp), clauses_but_maps(c, &hp))) {
		diag_error(cx_loc(c, p->begin), "'#pragma omp metadirective' that chooses '%s' where "
		           "the default device is a GPU and '%s' where it is the host is supported "
		           "yet only where both are the same target construct, without a device "
		           "clause, apart from their map and defaultmap clauses", gt, ht);
		return 0;
	}
	p->name = gp.name;
	p->dir = gp.dir;
	p->is_target = 1;
	p->clauses_at = gp.clauses_at;
	p->text_end = gp.text_end;
	return 1;
}

/* One metadirective in host code: the host's choice (the default
 * device's kind, for target_device selectors: runtime_choice).  A target
 * construct is read as written in its place; nothing leaves the line to
 * the host compiler, which ignores it (gcc 12), as nothing does; any
 * other choice is an error, since the host compiler would ignore the
 * directive it chooses.  Returns 1 for a target construct, else 0. */
static int
resolve_host(Ctx *c, Pragma *p, const Context *host)
{
	Choice g, h;
	Pragma hp = *p;
	Context gpu = *host;

	gpu.td = 1;
	if (!choose(c, p, host, &h) || !choose(c, p, &gpu, &g))
		return 0;
	if (strcmp(squeezed(c, g.begin, g.end), squeezed(c, h.begin, h.end)))
		return runtime_choice(c, p, &g, &h);
	if (!*squeezed(c, h.begin, h.end))
		return 0;
	if (!pragmas_name_at(c, &hp, h.begin, h.end) || !hp.is_target || hp.dir < 0) {
		diag_error(cx_loc(c, p->begin), "'#pragma omp metadirective' in host code that "
		           "chooses '%s' is not supported yet: of the directives it may choose there, "
		           "omp2cuda reads target constructs and nothing",
		           squeezed(c, h.begin, h.end));
		return 0;
	}
	p->name = hp.name;
	p->dir = hp.dir;
	p->is_target = 1;
	p->clauses_at = hp.clauses_at;
	p->text_end = hp.text_end;
	return 1;
}

/* Read each metadirective in a target region as the directive it chooses
 * for the kernel, and each in host code as the target construct it
 * chooses there (resolve_host); the others stay as they are.  Returns
 * the number of directives left. */
int
selectors_metadirectives(Ctx *c, Pragma *ps, int n)
{
	for (int i = 0; i < n; i++) {
		Context dev, host;
		if (strcmp(ps[i].name, "metadirective"))
			continue;
		selectors_context(c, ps, i, ps[i].begin, 1, &dev);
		selectors_context(c, ps, i, ps[i].begin, 0, &host);
		if (!in_target(&dev)) {
			resolve_host(c, &ps[i], &host);
			continue;
		}
		if (resolve(c, &ps[i], &dev, &host) <= 0) { /* nothing, or an error */
			memmove(&ps[i], &ps[i + 1], (size_t)(n - i - 1) * sizeof *ps);
			n--;
			i--;
		}
	}
	return n;
}

/* After fuse.c: a metadirective's choice must have combined with its
 * target construct. */
void
selectors_check_fused(Ctx *c, const Pragma *ps, int n)
{
	for (int i = 0; i < n; i++)
		if (ps[i].meta)
			diag_error(cx_loc(c, ps[i].begin), "'#pragma omp metadirective' in a target region "
			           "is supported yet only as the whole statement of its target construct, "
			           "which it combines with ('%s' here)", ps[i].name);
}

/* A region read with a metadirective's choice whose host fallback runs
 * the host's choice: a teams loop as a parallel loop on the host, where
 * the routines below would tell them apart. */
void
selectors_check_region(Ctx *c, const Pragma *p, const Region *r)
{
	(void)c;
	if (!p->host_name)
		return;
	for (int i = 0; i < r->dev.napis; i++) {
		int fn = r->dev.apis[i].fn;
		if (fn == API_NUM_TEAMS || fn == API_TEAM_NUM || fn == API_THREAD_LIMIT ||
		    fn == API_LEVEL || fn == API_ANCESTOR_THREAD_NUM)
			diag_error(r->dev.apis[i].loc, "'%s' in a region whose metadirective chooses '%s' for "
			           "the host is not supported yet", api_names[fn], p->host_name);
	}
}
