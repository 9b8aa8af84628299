/* Names device code takes from outside the AST of a region's statement:
 * the variables a clause expression the kernel evaluates names (read
 * from the directive's text, with the macros it expands), and the
 * macros device code uses, which the .cu file defines at its top.
 */
#include <ctype.h>
#include <string.h>

#include "cxx.h"

/* The definition of macro `name` in force at offset at, or NULL: its
 * last #define before at, unless an #undef of it lies between. */
static const Macro *
macro_at(Ctx *c, const char *name, unsigned at)
{
	for (size_t m = c->nmacros; m-- > 0;)
		if (c->macros[m].at < at && !strcmp(c->macros[m].name, name))
			return macro_undefined(c, name, c->macros[m].at, at) ? NULL : &c->macros[m];
	return NULL;
}

/* Is name one of a function-like macro's parameters, "x, y)"? */
static int
macro_param(const char *params, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = params; p && *p && *p != ')'; p++)
		if (!strncmp(p, name, n) &&
		    (p == params || (!isalnum((unsigned char)p[-1]) && p[-1] != '_')) &&
		    !isalnum((unsigned char)p[n]) && p[n] != '_')
			return 1;
	return 0;
}

static void names_in(Ctx *c, Region *r, const char *x, unsigned at, Loc loc, const char *clause,
                     const char *params, int depth);

/* The names a macro's definition uses are the clause's too: the
 * pragma's text is all the plain parse has of it. */
static void
names_in_macro(Ctx *c, Region *r, const Macro *mac, unsigned at, Loc loc, const char *clause,
               int depth)
{
	const char *body = mac->text + strlen(mac->name), *params = NULL;

	if (depth >= 8)
		return;
	if (*body == '(' && strchr(body, ')')) {
		params = body + 1;
		body = strchr(body, ')') + 1;
	}
	names_in(c, r, body, at, loc, clause, params, depth + 1);
}

/* A clause expression the kernel evaluates (num_threads of a nested
 * parallel region, a schedule's chunk size): the variables it names from
 * outside kernel region r, looked up where the clause is (offset at),
 * are captured, also those the macros it expands name.  Only scalars,
 * and in a chunk size no calls. */
void
captures_names(Ctx *c, Region *r, const char *x, unsigned at, Loc loc, const char *clause)
{
	names_in(c, r, x, at, loc, clause, NULL, 0);
}

/* A directive nested in kernel region r's code that the host fallback
 * prints as written (a simd, distribute or parallel construct that
 * devfuncs.c compiles): the variables r captures that it names, looked up
 * where it stands, keep their names in the fallback (Region.uses.unnamed),
 * which then works on a copy of each and writes it back, not on the
 * original through (*o2c_ref_<name>) (lowering's Param.host_alias). */
void
captures_directive(Ctx *c, Region *r, const Pragma *p)
{
	const char *s = c->text;

	for (const Pragma *q = p; q; q = q->fused)
		for (unsigned at = q->clauses_at, n; at < q->text_end; at += n ? n : 1) {
			for (n = 0; at + n < q->text_end && (isalnum((unsigned char)s[at + n]) || s[at + n] == '_');)
				n++;
			Decl *d = n && !isdigit((unsigned char)s[at]) ? scan_lookup(c, arena_strndup(s + at, n),
			                                                              p->begin)
			                                               : NULL;
			int captured = 0, kept = 0;
			for (int i = 0; d && d->var && i < r->ncaps; i++)
				captured |= r->caps[i] == d->var;
			for (int i = 0; captured && i < r->uses.nunnamed; i++)
				kept |= r->uses.unnamed[i] == d->var;
			if (!captured || kept)
				continue;
			Var **names = arena_alloc((size_t)(r->uses.nunnamed + 1) * sizeof *names);
			if (r->uses.nunnamed)
				memcpy(names, r->uses.unnamed, (size_t)r->uses.nunnamed * sizeof *names);
			names[r->uses.nunnamed++] = d->var;
			r->uses.unnamed = names;
		}
}

static void
names_in(Ctx *c, Region *r, const char *x, unsigned at, Loc loc, const char *clause,
         const char *params, int depth)
{
	for (size_t i = 0; x[i];) {
		size_t n = 0;
		if (!isalpha((unsigned char)x[i]) && x[i] != '_') {
			i += isdigit((unsigned char)x[i]) ? strspn(x + i, "0123456789abcdefABCDEFxXuUlL.")
			                                  : 1;
			continue;
		}
		while (isalnum((unsigned char)x[i + n]) || x[i + n] == '_')
			n++;
		const char *name = arena_strndup(x + i, n);
		Decl *d = scan_lookup(c, name, at);
		const Macro *mac = macro_at(c, name, at);
		i += n;
		if (macro_param(params, name))
			continue;
		if (mac) {
			names_in_macro(c, r, mac, at, loc, clause, depth);
			continue;
		}
		int macro = 0;
		for (size_t m = 0; m < c->nmacros; m++)
			macro |= !strcmp(c->macros[m].name, name);
		/* (num_threads keeps its calls, of functions the region calls) */
		if (x[i + strspn(x + i, " \t")] == '(' && strcmp(name, "sizeof") && !macro &&
		    strcmp(clause, "num_threads")) {
			diag_error(loc, "call to '%s' in %s: only constants and scalar variables are "
			                "supported yet", name, clause);
			continue;
		}
		if (!d || d->at >= r->src.stmt_begin)
			continue;
		Var *v = captures_var(c, d, loc);
		int known = 0;
		for (int k = 0; v && k < r->ncaps; k++)
			known |= r->caps[k] == v;
		for (int k = 0; v && v->link && k < r->uses.nlinks; k++)
			known |= r->uses.links[k] == v;
		if (v && v->link && !known) { /* the kernel's reference names it */
			size_t lcap = r->uses.nlinks;
			VEC_PUSH(r->uses.links, r->uses.nlinks, lcap, v);
		}
		if (!v || v->declare_target)
			continue;
		/* the kernel and the host fallback would evaluate sizeof a or &a
		 * with a pointer to its first element (frontend/arrays.c) */
		if (v->kind == VAR_ARRAY || (!known && v->kind != VAR_SCALAR)) {
			diag_error(loc, "'%s' in %s: only scalars are supported yet", v->name, clause);
			return; /* once */
		}
		if (known)
			continue;
		size_t cap = r->ncaps;
		Access *a = arena_alloc((r->ncaps + 2) * sizeof *a);
		memcpy(a, r->access, r->ncaps * sizeof *a);
		r->access = a;
		VEC_PUSH(r->caps, r->ncaps, cap, v);
	}
}


static int
is_ident_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_';
}

static void mark_names(Ctx *c, const char *s, size_t n, unsigned before);

/* A host compiler's macro that device code names (_OPENMP,
 * __STDC_VERSION__, __GNUC__, ...): the .cu file defines it as the host
 * compiler does, so that a kernel takes the branches the front end and
 * the host file take (nvcc compiles C++, without OpenMP, and defines
 * those its own way, or not at all).  The host macros its body names
 * come with it. */
static void
mark_host(Ctx *c, const char *name, unsigned before)
{
	const HostMacro *m = frontend_host_macro(c->u->host, name);
	size_t cap = (size_t)c->u->nhost_macros;

	/* C++ defines these as C does (1), and gcc warns at their #undef */
	if (!m || !strcmp(name, "__STDC__") || !strcmp(name, "__STDC_HOSTED__"))
		return;
	for (int i = 0; i < c->u->nhost_macros; i++)
		if (c->u->host_macros[i] == m)
			return;
	VEC_PUSH(c->u->host_macros, c->u->nhost_macros, cap, m);
	mark_names(c, m->body, strlen(m->body), before);
}

/* Mark the macros a token paste `##` in the replacement list of mac may
 * name: those defined before `before` whose names end with the fragment
 * written after a `##` (`Name##_IDX` names A_IDX), or begin with the one
 * written before it, where that fragment is no parameter.  A paste of two
 * parameters marks none: the names written at the invocation are
 * marked with it. */
static void
mark_pasted(Ctx *c, const Macro *mac, unsigned before)
{
	size_t nl = strlen(mac->name);
	const char *body = mac->text + nl, *params = *body == '(' ? body + 1 : NULL;

	for (const char *p = strstr(body, "##"); p; p = strstr(p + 2, "##")) {
		const char *a = p + 2 + strspn(p + 2, " \t"), *b = p;
		size_t na = 0, nb = 0;
		while (is_ident_char(a[na]))
			na++;
		while (b > body && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		while (b - nb > body && is_ident_char(b[-(long)nb - 1]))
			nb++;
		const char *after = arena_strndup(a, na), *pre = arena_strndup(b - nb, nb);
		for (size_t m = 0; m < c->nmacros; m++) {
			Macro *x = &c->macros[m];
			size_t n = strlen(x->name);
			int ends = na && !macro_param(params, after) && n > na &&
			           !strcmp(x->name + n - na, after);
			int begins = nb && !macro_param(params, pre) && n > nb &&
			             !strncmp(x->name, pre, nb);
			if ((ends || begins) && x->at < before && !x->used &&
			    macro_at(c, x->name, before) == x) {
				x->used = 1;
				mark_names(c, x->text + n, strlen(x->text) - n, before);
			}
		}
	}
}

/* Mark the macros whose names appear in text, in force at `before`: the
 * user's, else the host compiler's (a name the main file #undefs before
 * it is no macro there). */
static void
mark_names(Ctx *c, const char *s, size_t n, unsigned before)
{
	for (size_t i = 0; i < n;) {
		if (!is_ident_char(s[i]) || (i > 0 && is_ident_char(s[i - 1]))) {
			i++;
			continue;
		}
		size_t j = i;
		while (j < n && is_ident_char(s[j]))
			j++;
		size_t m = c->nmacros;
		while (m-- > 0) {
			Macro *mac = &c->macros[m];
			if (strlen(mac->name) == j - i && !strncmp(mac->name, s + i, j - i) &&
			    mac->at < before) {
				if (macro_undefined(c, mac->name, mac->at, before))
					break; /* an #undef since: no macro here */
				if (!mac->used) {
					mac->used = 1;
					mark_names(c, mac->text + j - i, strlen(mac->text) - (j - i),
					           before);
					mark_pasted(c, mac, before);
				}
				break;
			}
		}
		if (m == (size_t)-1 && !isdigit((unsigned char)s[i]) &&
		    !macro_undefined(c, arena_strndup(s + i, j - i), 0, before))
			mark_host(c, arena_strndup(s + i, j - i), before);
		i = j;
	}
}

/* Mark the macros a kernel region's code and its chunk sizes use.  The
 * _Pragma operators in it that give OpenMP directives never reach the .cu
 * file: the constructs they give are compiled, or are errors. */
static void
mark_region(Ctx *c, const Region *r)
{
	unsigned at = r->src.stmt_begin;

	for (size_t i = 0; i < c->nops; i++) {
		const Operator *op = &c->ops[i];
		if (!op->at || op->begin < at || op->end > r->src.stmt_end)
			continue;
		mark_names(c, c->u->src + at, op->begin - at, r->src.stmt_begin);
		at = op->end;
	}
	mark_names(c, c->u->src + at, r->src.stmt_end - at, r->src.stmt_begin);
	/* the kernel evaluates its loop's chunk sizes too */
	if (r->exec.sched.chunk)
		mark_names(c, r->exec.sched.chunk, strlen(r->exec.sched.chunk), r->src.stmt_begin);
	if (r->exec.dist.chunk)
		mark_names(c, r->exec.dist.chunk, strlen(r->exec.dist.chunk), r->src.stmt_begin);
}

/* Device code: the kernel regions' statements and the device
 * declarations the .cu file copies, as offsets of the text. */
typedef struct Spans {
	Ctx *c;
	unsigned *b, *e;
	size_t n;
} Spans;

/* The macro whose definition spells offset off of file f, or NULL. */
static Macro *
macro_spelling(Ctx *c, CXFile f, unsigned off)
{
	for (size_t m = 0; m < c->nmacros; m++) {
		CXSourceRange r = clang_getCursorExtent(c->macros[m].cursor);
		CXFile mf;
		unsigned b, e;
		clang_getSpellingLocation(clang_getRangeStart(r), &mf, NULL, NULL, &b);
		clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
		if (mf && b <= off && off < e && clang_File_isEqual(mf, f))
			return &c->macros[m];
	}
	return NULL;
}

/* A cursor of device code that a macro's replacement list spells: that
 * macro is used, whatever names it (a token paste, `PASTE(convert_, T)`,
 * spells a name no text shows). */
static enum CXChildVisitResult
spelled(CXCursor cur, CXCursor parent, CXClientData data)
{
	const Spans *s = data;
	CXSourceLocation loc = clang_getCursorLocation(cur);
	CXFile f, ef;
	unsigned off, at;
	Macro *mac;

	(void)parent;
	clang_getSpellingLocation(loc, &f, NULL, NULL, &off);
	clang_getExpansionLocation(loc, &ef, NULL, NULL, &at);
	if (!f || (off == at && clang_File_isEqual(f, ef)) || !cx_expanded_in_main_file(cur))
		return CXChildVisit_Recurse;
	for (size_t i = 0; i < s->n; i++)
		if (s->b[i] <= at && at < s->e[i] && (mac = macro_spelling(s->c, f, off)) &&
		    !mac->used) {
			size_t n = strlen(mac->name);
			mac->used = 1;
			mark_names(s->c, mac->text + n, strlen(mac->text) - n, s->b[i]);
			mark_pasted(s->c, mac, s->b[i]);
			break;
		}
	return CXChildVisit_Recurse;
}

/* Mark the macros whose replacement lists spell device code, as the
 * AST's spelling locations say. */
static void
mark_spelled(Ctx *c)
{
	Spans s = {c, NULL, NULL, 0};
	size_t cap = 0, cap_e = 0, n = 0;

	for (int i = 0; i < c->u->nregions; i++) {
		const Region *r = c->u->regions[i];
		if (!dir_has_kernel(r->dir))
			continue;
		VEC_PUSH(s.b, s.n, cap, r->src.stmt_begin);
		VEC_PUSH(s.e, n, cap_e, r->src.stmt_end);
	}
	for (int i = 0; i < c->u->ndecls; i++) { /* those the .cu file copies as written */
		const DeviceDecl *d = &c->u->decls[i];
		size_t len = strlen(d->text);
		if (d->at + len > c->u->len || strncmp(c->u->src + d->at, d->text, len))
			continue;
		VEC_PUSH(s.b, s.n, cap, d->at);
		VEC_PUSH(s.e, n, cap_e, d->at + (unsigned)len);
	}
	for (size_t i = 0; s.n && i < c->ntops; i++)
		clang_visitChildren(c->tops[i], spelled, &s);
}

/* Does the main file #undef macro m's name, or define it otherwise too?
 * Then no one definition serves all device code: the .cu file defines
 * and #undefs it as the source does before each header and declaration
 * it copies, and around each kernel region's kernels as in force where
 * the region is (Unit.region_macros). */
static int
changing(const Ctx *c, size_t m)
{
	const Macro *mac = &c->macros[m];

	if (macro_ever_undefined(c, mac->name))
		return 1;
	for (size_t k = 0; k < c->nmacros; k++)
		if (k != m && !strcmp(c->macros[k].name, mac->name) &&
		    strcmp(c->macros[k].text, mac->text))
			return 1;
	return 0;
}

/* Macro m, used in device code and changing: its name (once), and its
 * definition in force at each kernel region. */
static void
around_kernels(Ctx *c, size_t m, size_t *cap, size_t *capnames)
{
	const Macro *mac = &c->macros[m];

	for (size_t k = 0; k < m; k++)
		if (c->macros[k].used && !strcmp(c->macros[k].name, mac->name))
			return; /* the name's first used definition did it */
	VEC_PUSH(c->u->changing, c->u->nchanging, *capnames, mac->name);
	for (int i = 0; i < c->u->nregions; i++) {
		const Region *r = c->u->regions[i];
		const Macro *in = dir_has_kernel(r->dir) ? macro_at(c, mac->name, r->src.stmt_begin)
		                                         : NULL;
		if (in) {
			struct RegionMacro rm = {i, in->name, in->text};
			VEC_PUSH(c->u->region_macros, c->u->nregion_macros, *cap, rm);
		}
	}
}

/* A macro of a CUDA function qualifier's name (`#define __device__`,
 * `#define __forceinline__ inline`, in a header shared with a CUDA
 * program, for compilers other than nvcc): the .cu file keeps nvcc's
 * own, as that program's CUDA compile does, which the generated code
 * needs (__device__) and which means for the user's declarations there
 * what it means to nvcc. */
static int
qualifier_away(const Macro *mac)
{
	return cuda_function_qualifier(mac->name);
}

/* The macro definitions device code needs, in definition order, and
 * the device declarations in source order. */
void
captures_finish(Ctx *c)
{
	size_t cap = 0, cap_at = 0;

	for (int i = 0; i < c->u->nregions; i++) {
		Region *r = c->u->regions[i];
		if (dir_has_kernel(r->dir))
			mark_region(c, r);
	}
	for (int i = 0; i < c->u->ndecls; i++)
		mark_names(c, c->u->decls[i].text, strlen(c->u->decls[i].text), c->u->decls[i].at);
	for (int i = 0; i < c->u->nudrs; i++) { /* declared reductions' (emit_cuda.c) */
		const DeclaredReduction *d = c->u->udrs[i];
		mark_names(c, d->combiner, strlen(d->combiner), d->at);
		if (d->init)
			mark_names(c, d->init, strlen(d->init), d->at);
	}
	mark_spelled(c);
	cxx_using_directives(c);
	captures_virtual_finish(c);
	cxx_members_finish(c);
	cxx_constants_finish(c);
	decls_nested_headers(c);
	decls_put_in_prototypes(c);
	decls_sort(c);
	/* the main file's #defines and #undefs (text NULL), in order */
	for (size_t m = 0, k = 0, fcap = 0; m < c->nmacros || k < c->nundefs;) {
		if (m < c->nmacros && !c->macros[m].at) {
			m++;
			continue;
		}
		int undef = k < c->nundefs && (m == c->nmacros || c->undefs[k].at < c->macros[m].at);
		struct FileMacro f = {undef ? c->undefs[k].at : c->macros[m].at,
		                      undef ? c->undefs[k].name : c->macros[m].name,
		                      undef ? NULL : c->macros[m].text};
		VEC_PUSH(c->u->file_macros, c->u->nfile_macros, fcap, f);
		k += undef;
		m += !undef;
	}
	for (size_t m = 0, rcap = 0, ncap = 0; m < c->nmacros; m++)
		if (c->macros[m].used && !qualifier_away(&c->macros[m])) {
			if (cuda_kernel_builtin(c->macros[m].name))
				diag_error(cx_loc(c, c->macros[m].at),
				           "macro '%s' used in device code is not supported: it is the "
				           "name of a CUDA built-in variable, which the generated kernels "
				           "use; rename it",
				           c->macros[m].name);
			if (changing(c, m)) {
				around_kernels(c, m, &rcap, &ncap);
				continue;
			}
			int n = c->u->nmacros;
			VEC_PUSH(c->u->macros, c->u->nmacros, cap, c->macros[m].text);
			VEC_PUSH(c->u->macro_at, n, cap_at, c->macros[m].at);
		}
}

/* The variable region r captures that decl declares, or NULL. */
Var *
captures_of(Ctx *c, const Region *r, CXCursor decl)
{
	Decl *d = scan_decl_of(c, decl);

	if (!d || !d->var)
		return NULL;
	for (int i = 0; i < r->ncaps; i++)
		if (r->caps[i] == d->var)
			return d->var;
	return NULL;
}
