/* User-defined reductions (OpenMP 5.2 5.5.11):
 *     #pragma omp declare reduction(name : type-list : combiner) [initializer(init)]
 *
 * The OpenMP parse shows each (name, type) pair a directive declares as
 * a declaration (an UnexposedDecl to libclang) of the type, named by
 * the identifier ("operator+" for +); declare_reductions_find records
 * them before that parse is disposed.  declare_reductions_read matches
 * them with their directives, whose identifier as a clause spells it,
 * combiner and initializer it takes from the directive's text, split as
 * clauses are (libclang shows no expression of a declare reduction).  A
 * reduction clause of a kernel region naming one (reductions.c) gets it
 * from declare_reductions_named, which checks that the directive is at
 * file scope (the host fallback, a function of its own, names it too);
 * once the regions are read, declare_reductions_check compiles for the
 * device the functions its combiner and initializer call, which a probe
 * parse shows.
 */
#include <stdio.h>
#include <string.h>

#include "pieces.h"

struct UdrDecl {
	unsigned at;          /* the identifier's offset in the file */
	const char *type, *canonical;
	int file_scope;       /* at file scope or in a namespace */
};

typedef struct Finding {
	Ctx *c;
	CXFile main;
	size_t cap;
} Finding;

static enum CXChildVisitResult
find_decl(CXCursor cur, CXCursor parent, CXClientData data)
{
	Finding *f = data;
	CXSourceLocation loc = clang_getCursorLocation(cur);
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(cur));
	CXFile file;

	(void)parent;
	clang_getSpellingLocation(loc, &file, NULL, NULL, NULL);
	if (!file || !clang_File_isEqual(file, f->main))
		return CXChildVisit_Continue;
	if (clang_getCursorKind(cur) != CXCursor_UnexposedDecl)
		return CXChildVisit_Recurse;
	CXType t = clang_getCursorType(cur);
	struct UdrDecl d = {cx_offset(loc), cx_take_string(clang_getTypeSpelling(t)),
	                    cx_take_string(clang_getTypeSpelling(clang_getCanonicalType(t))),
	                    pk == CXCursor_TranslationUnit || pk == CXCursor_Namespace ||
	                            pk == CXCursor_LinkageSpec};
	VEC_PUSH(f->c->udr_decls, f->c->nudr_decls, f->cap, d);
	return CXChildVisit_Continue;
}

void
declare_reductions_find(Ctx *c, CXTranslationUnit omp)
{
	CXCursor top = clang_getTranslationUnitCursor(omp);
	Finding f = {c, clang_getFile(omp, c->u->path), 0};

	c->udr_decls = NULL;
	c->nudr_decls = 0;
	if (f.main)
		clang_visitChildren(top, find_decl, &f);
}

/* The parenthesized argument that text p starts with, and in *rest what
 * follows it; 0 when p does not start with one. */
static int
parenthesized(Piece p, Piece *in, Piece *rest)
{
	size_t depth = 0, close;

	p = trim(p);
	for (close = 0; close < p.n; close++) {
		depth += p.s[close] == '(';
		if (p.s[close] == ')' && --depth == 0)
			break;
	}
	if (!p.n || p.s[0] != '(' || close == p.n)
		return 0;
	*in = trim((Piece){p.s + 1, p.at + 1, close - 1});
	*rest = trim((Piece){p.s + close + 1, p.at + close + 1, p.n - close - 1});
	return 1;
}

/* initializer(init) after the directive's argument: init, or an empty
 * piece without one. */
static Piece
initializer(Piece rest)
{
	Piece in = {rest.s, rest.at, 0}, after;
	size_t id = ident_len(rest);

	if (id && word_is((Piece){rest.s, rest.at, id}, "initializer") &&
	    parenthesized((Piece){rest.s + id, rest.at + id, rest.n - id}, &in, &after))
		return in;
	return (Piece){rest.s, rest.at, 0};
}

/* Does init declare omp_priv (omp_priv = x, omp_priv(x), omp_priv{x})? */
static int
declares_priv(Piece init)
{
	size_t id = ident_len(init);
	Piece rest;

	if (!id || !word_is((Piece){init.s, init.at, id}, "omp_priv"))
		return 0;
	rest = trim((Piece){init.s + id, init.at + id, init.n - id});
	return rest.n && (rest.s[0] == '(' || rest.s[0] == '{' ||
	                  (rest.s[0] == '=' && (rest.n < 2 || rest.s[1] != '=')));
}

/* Does text p name identifier id (not as part of a longer one)? */
static int
names(Piece p, const char *id)
{
	for (size_t i = 0; i < p.n; i++) {
		size_t n = ident_len((Piece){p.s + i, p.at, p.n - i});
		int after = i > 0 && (isalnum((unsigned char)p.s[i - 1]) || p.s[i - 1] == '_');
		if (n && !after && word_is((Piece){p.s + i, p.at, n}, id))
			return 1;
		i += n;
	}
	return 0;
}

static void
read_one(Ctx *c, const Pragma *p)
{
	const char *text = cx_text(c, p->clauses_at, p->text_end);
	Piece all = {text, p->clauses_at, strlen(text)}, in, rest, parts[3];
	Piece init;

	if (!parenthesized(all, &in, &rest) || split(in, ':', parts, 3) != 3)
		return; /* clang has reported it */
	init = initializer(rest);
	for (size_t i = 0; i < c->nudr_decls; i++) {
		const struct UdrDecl *d = &c->udr_decls[i];
		if (d->at < p->begin || d->at >= p->end)
			continue;
		DeclaredReduction r = {.loc = cx_loc(c, d->at), .name = str(parts[0]), .type = d->type,
		                       .canonical = d->canonical, .combiner = str(parts[2]), .init = init.n ? str(init) : NULL,
		                       .init_decl = declares_priv(init),
		                       .init_orig = names(init, "omp_orig"), .at = p->begin,
		                       .id = (int)c->nudrs};
		size_t cap = c->nudrs;
		if (!d->file_scope)
			r.id = -1; /* in a function or class: an error where a kernel uses it */
		VEC_PUSH(c->udrs, c->nudrs, cap, r);
	}
}

void
declare_reductions_read(Ctx *c, const Pragma *ps, int n)
{
	c->udrs = NULL;
	c->nudrs = 0;
	c->udr_uses = NULL;
	c->nudr_uses = 0;
	for (int i = 0; i < n; i++)
		if (ps[i].name && !strcmp(ps[i].name, "declare reduction") && !ps[i].op)
			read_one(c, &ps[i]);
}

/* The probe parse: the file with a function after it for each declared
 * reduction kernels use, whose body holds its combiner and initializer
 * (as frontend_constant's probe holds an expression): libclang shows no
 * expression of the directive itself, but shows theirs. */
typedef struct Probe {
	Ctx *c;
	CXTranslationUnit tu;
	Loc use;              /* the clause that names the reduction */
} Probe;

static const char *
probe_text(Ctx *c)
{
	Buf b = {0};

	buf_put(&b, c->u->src, c->u->len);
	for (int i = 0; i < c->u->nudrs; i++) {
		const DeclaredReduction *r = c->u->udrs[i];
		const char *t = r->type;
		if (r->complex)
			continue;
		buf_printf(&b, "\nstatic void o2c_udr_probe_%d(%s omp_out, %s omp_in, %s omp_orig)\n"
		               "{\n\t{ %s; }\n", i, t, t, t, r->combiner);
		if (r->init && r->init_decl)
			buf_printf(&b, "\t{ %s %s; (void)omp_orig; }\n", t, r->init);
		else if (r->init)
			buf_printf(&b, "\t{ %s omp_priv = omp_orig; %s; }\n", t, r->init);
		buf_puts(&b, "}\n");
	}
	return b.s;
}

/* The cursor of the plain parse that fn, a declaration of the probe
 * parse, stands for: the one at the same place (the probe parse's text
 * is the file's, then the probes). */
static CXCursor
plain_cursor(Ctx *c, CXCursor fn)
{
	CXFile file, plain;
	unsigned offset;

	clang_getSpellingLocation(clang_getCursorLocation(fn), &file, NULL, NULL, &offset);
	if (!file || !(plain = clang_getFile(c->tu, cx_take_string(clang_getFileName(file)))))
		return clang_getNullCursor();
	return clang_getCursor(c->tu, clang_getLocationForOffset(c->tu, plain, offset));
}

/* A function a combiner or initializer names (calls, or an operator of a
 * class that it applies): compiled for the device, as a region's call
 * of it is. */
static enum CXChildVisitResult
probe_call(CXCursor cur, CXCursor parent, CXClientData data)
{
	Probe *p = data;
	enum CXCursorKind ck = clang_getCursorKind(cur);
	CXCursor fn = clang_getCursorReferenced(cur), plain;
	enum CXCursorKind k = clang_getCursorKind(fn);

	(void)parent;
	if (ck != CXCursor_CallExpr && ck != CXCursor_DeclRefExpr && ck != CXCursor_MemberRefExpr)
		return CXChildVisit_Recurse;
	if (k != CXCursor_FunctionDecl && k != CXCursor_CXXMethod && k != CXCursor_Constructor &&
	    k != CXCursor_ConversionFunction)
		return CXChildVisit_Recurse;
	plain = plain_cursor(p->c, fn);
	if (clang_getCursorKind(plain) == k)
		captures_export_call(p->c, plain, p->use);
	return CXChildVisit_Recurse;
}

static enum CXChildVisitResult
probe_function(CXCursor cur, CXCursor parent, CXClientData data)
{
	Probe *p = data;
	const char *name = cx_take_string(clang_getCursorSpelling(cur));
	int i;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_FunctionDecl ||
	    sscanf(name, "o2c_udr_probe_%d", &i) != 1 || i < 0 || i >= p->c->u->nudrs)
		return CXChildVisit_Continue;
	p->use = p->c->udr_uses[i];
	clang_visitChildren(cur, probe_call, p);
	return CXChildVisit_Continue;
}

/* After the regions are read: the functions the declared reductions
 * kernels use call, compiled for the device, found in the probe parse;
 * an error about one is at the reduction clause that first names the
 * reduction. */
void
declare_reductions_check(Ctx *c)
{
	Unit probe_unit = *c->u;
	static const char *const quiet[] = {"-w"};
	Probe p = {c, NULL, {0}};

	if (!c->u->nudrs)
		return;
	probe_unit.src = probe_text(c);
	probe_unit.len = strlen(probe_unit.src);
	if (!(p.tu = tu_parse(c->idx, &probe_unit, c->flags, c->nflags, quiet, 1,
	                      CXTranslationUnit_None)))
		return;
	clang_visitChildren(clang_getTranslationUnitCursor(p.tu), probe_function, &p);
	clang_disposeTranslationUnit(p.tu);
}

/* r, which a clause at loc names: among the unit's. */
static const DeclaredReduction *
used(Ctx *c, const DeclaredReduction *r, Loc loc)
{
	for (int i = 0; i < c->u->nudrs; i++)
		if (c->u->udrs[i] == r)
			return r;
	size_t cap = (size_t)c->u->nudrs, ucap = cap;
	VEC_PUSH(c->u->udrs, c->u->nudrs, cap, r);
	VEC_PUSH(c->udr_uses, c->nudr_uses, ucap, loc);
	return r;
}

/* The declared reduction a reduction clause at offset at names as name
 * for variable v (clang has checked that one is in scope for its type):
 * the latest before at of that name and v's type (both without their
 * typedefs), or of that name alone where only one is declared; else an
 * error, NULL. */
const DeclaredReduction *
declare_reductions_named(Ctx *c, const char *name, const Var *v, Loc loc, unsigned at)
{
	const DeclaredReduction *best = NULL, *any = NULL;
	const Decl *d = scan_lookup(c, v->name, at);
	const char *canonical = d ? cx_take_string(clang_getTypeSpelling(clang_getCanonicalType(
	                                    clang_getCursorType(d->cursor))))
	                          : v->type;
	int named = 0;

	for (size_t i = 0; i < c->nudrs; i++) {
		const DeclaredReduction *r = &c->udrs[i];
		if (strcmp(r->name, name) || cx_loc(c, at).line < r->loc.line)
			continue;
		named++;
		any = r;
		if (!strcmp(r->canonical, canonical))
			best = r;
	}
	if (!best && named == 1)
		best = any;
	if (!best) {
		diag_error(loc, "reduction '%s' of a variable of type '%s': no declared reduction "
		                "of that name for its type is supported yet", name, v->type);
		return NULL;
	}
	if (best->id < 0) {
		diag_error(loc, "reduction '%s' declared inside a function or class (line %u) is not "
		                "supported yet in a target region: declare it at file scope or in a "
		                "namespace", name, best->loc.line);
		return NULL;
	}
	return used(c, best, loc);
}

/* The complex type of variable v, declared before at: CXType_Float or
 * CXType_Double for its parts, else 0. */
static int
complex_parts(Ctx *c, const Var *v, unsigned at)
{
	const Decl *d = scan_lookup(c, v->name, at);
	CXType t;

	if (!d || v->kind != VAR_SCALAR)
		return 0;
	t = clang_getCanonicalType(clang_getCursorType(d->cursor));
	if (t.kind != CXType_Complex)
		return 0;
	t = clang_getCanonicalType(clang_getElementType(t));
	return t.kind == CXType_Float || t.kind == CXType_Double ? (int)t.kind : 0;
}

/* A reduction by + (or -) or * of variable v of a C complex type
 * (OpenMP 5.2 5.5.5: C's arithmetic types include the complex types): a
 * declared reduction of the operator's combiner, as omp2cuda_ccomplex.h
 * computes it, whose copies start at 0 (zeroed) or at 1; NULL for
 * another operator or type. */
const DeclaredReduction *
declare_reductions_complex(Ctx *c, int op, const Var *v, Loc loc, unsigned at)
{
	int parts = complex_parts(c, v, at);
	int mul = op == RED_MUL, k = (parts == CXType_Double) * 2 + mul;
	const char *part = parts == CXType_Double ? "double" : "float";
	DeclaredReduction *r;

	if (!parts || (op != RED_ADD && op != RED_MUL))
		return NULL;
	if (!(r = c->complex_udrs[k])) {
		r = c->complex_udrs[k] = arena_alloc(sizeof *r);
		*r = (DeclaredReduction){.loc = loc, .name = mul ? "*" : "+",
		                         .type = arena_printf("%s _Complex", part),
		                         .id = (int)c->nudrs + k, .complex = 1};
		r->canonical = r->type;
		r->combiner = arena_printf("omp_out = o2c_cx(omp_out) %s o2c_cx(omp_in)", r->name);
		if (mul) {
			r->init = arena_printf("omp_priv = o2c_cmake<%s>(1, 0)", part);
			r->init_decl = 1;
		}
	}
	c->u->ccomplex = 1;
	return used(c, r, loc);
}
