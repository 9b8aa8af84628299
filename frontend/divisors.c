/* Divisors the host knows at launch (DeviceCode.divisors): in a kernel
 * region's code, a division `n / d` or remainder `n % d` in int or
 * unsigned int whose divisor d is computed from scalars the region takes
 * by value (and integer constants, with + - * and conversions), not a
 * constant itself.  Index arithmetic divides so (`i / width`, `i %
 * width`), and nvcc compiles a division by a value it does not know to a
 * reciprocal's estimate and its corrections, several times the cost of
 * the multiply's high half and shift that divide by a known value.  The
 * host computes that multiplier at launch (o2c_divisor_s32, runtime/
 * divisor.c) from d as it evaluates it, and the kernels take it as
 * parameter o2c_div_<name>; the .cu file's copy of the code reads
 * `o2c_div_s32(n , d, o2c_div_d)` (omp2cuda_divide.h), which compares the
 * d the kernel computes with the host's and divides as written where they
 * differ.  So nothing is assumed: a d the region changes, or one the host
 * computes otherwise, is divided by as before.  The host evaluates d with
 * the same conversions, its sums and products in unsigned arithmetic,
 * which wrap where the kernel's overflow would be undefined.
 *
 * The edits (Edit.divisor) are made where Unit.launch_divisors
 * (-fno-launch-divisors: not): where the division is written out in the
 * main file, not in a macro, and no edit of C's meaning replaces its text.
 */
#include <string.h>

#include "internal.h"

typedef struct Walk {
	Ctx *c;
	Region *r;
	size_t cap;
} Walk;

/* The captured scalar of an integer type that ref names: its name, or
 * NULL (a DivisorLeaf; data is the Walk). */
static const char *
captured(CXCursor ref, void *data)
{
	Walk *w = data;
	CXCursor decl = clang_getCursorReferenced(ref);
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	Loc at;

	if (clang_getCursorKind(decl) != CXCursor_VarDecl && clang_getCursorKind(decl) != CXCursor_ParmDecl)
		return NULL;
	at = cx_decl_loc(w->c, decl);
	for (int i = 0; i < w->r->ncaps; i++) {
		const Var *v = w->r->caps[i];
		if (v->kind == VAR_SCALAR && !v->global && !v->host_init && !v->host_bind &&
		    !v->host_value && !strcmp(v->name, name) && v->loc.line == at.line &&
		    v->loc.col == at.col)
			return v->name;
	}
	return NULL;
}

/* The region's Divisor computed as host is, added where new: named by
 * its variable (name, NULL for a sum or product) where no other divisor
 * of the region has that name (another conversion of the same variable),
 * else by its place. */
static Divisor *
divisor(Walk *w, const char *host, const char *text, const char *name, int is_unsigned, Loc at)
{
	DeviceCode *dev = &w->r->dev;
	Divisor d = {0};
	const char *u = is_unsigned ? "_u" : "";

	for (int i = 0; i < dev->ndivisors; i++)
		if (!strcmp(dev->divisors[i].host, host) && dev->divisors[i].is_unsigned == is_unsigned)
			return &dev->divisors[i];
	d.name = name ? arena_printf("o2c_div_%s%s", name, u) : NULL;
	for (int i = 0; d.name && i < dev->ndivisors; i++)
		if (!strcmp(dev->divisors[i].name, d.name))
			d.name = NULL;
	if (!d.name)
		d.name = arena_printf("o2c_div_%u_%u%s", at.line, at.col, u);
	d.host = host;
	d.text = text;
	d.is_unsigned = is_unsigned;
	d.loc = at;
	VEC_PUSH(dev->divisors, dev->ndivisors, w->cap, d);
	return &dev->divisors[dev->ndivisors - 1];
}

/* Does [b, e) hold a device API call of r?  The kernel prints the code
 * around one in pieces (codegen/emit_code.c), between which an edit
 * around the division would be lost (`omp_get_team_num() / w`). */
static int
holds_api_call(const Region *r, unsigned b, unsigned e)
{
	for (int i = 0; i < r->dev.napis; i++)
		if (b <= r->dev.apis[i].begin && r->dev.apis[i].end <= e)
			return 1;
	return 0;
}

typedef struct Pattern {
	unsigned at;          /* where the division begins */
	enum CXTypeKind type; /* its type in the instance read */
	int same;
} Pattern;

static enum CXChildVisitResult
find_pattern(CXCursor cur, CXCursor parent, CXClientData data)
{
	Pattern *p = data;
	unsigned b, e;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_BinaryOperator) {
		cx_extent(cur, &b, &e);
		if (b == p->at && clang_getCanonicalType(clang_getCursorType(cur)).kind == p->type &&
		    (!strcmp(cx_operator(cur), "/") || !strcmp(cx_operator(cur), "%")))
			p->same = 1;
	}
	return p->same ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Is the division at b of type t in every instance of the text read?
 * An instance's region (Ctx.inst) shares its text, and so its edits,
 * with the template's other instances: the template's own division must
 * have that type, not one of its parameters (`(T)i % n`). */
static int
every_instance(Walk *w, unsigned b, enum CXTypeKind t)
{
	Pattern p = {b, t, 0};

	if (!w->c->inst)
		return 1;
	clang_visitChildren(w->c->inst->tmpl, find_pattern, &p);
	return p.same;
}

static enum CXChildVisitResult
visit(CXCursor e, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	CXCursor k[2];
	const char *op, *host, *name = NULL, *fn;
	unsigned b, end, rb, re, ob, oe;
	int vars = 0, is_unsigned;
	enum CXTypeKind t;
	Edit open = {0}, comma = {0};
	Divisor *d;

	(void)parent;
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator)
		return CXChildVisit_Recurse;
	op = cx_operator(e);
	t = clang_getCanonicalType(clang_getCursorType(e)).kind;
	if ((strcmp(op, "/") && strcmp(op, "%")) || (t != CXType_Int && t != CXType_UInt) ||
	    cx_children(e, k, 2) != 2 || division_constant(k[1]) ||
	    !division_value(k[1], captured, w, &host, &vars, &name) || !vars)
		return CXChildVisit_Recurse;
	if (cx_in_macro(e) || cx_in_macro(k[0]) || cx_in_macro(k[1]) || !cx_in_main_file(e) ||
	    !division_operator_at(w->c, k[0], k[1], &ob, &oe))
		return CXChildVisit_Recurse;
	is_unsigned = t == CXType_UInt;
	cx_extent(e, &b, &end);
	cx_extent(k[1], &rb, &re);
	fn = arena_printf("o2c_%s_%s32(", strcmp(op, "/") ? "rem" : "div", is_unsigned ? "u" : "s");
	if (division_other_edit(w->c->u, b, end, fn) || holds_api_call(w->r, b, end) ||
	    !every_instance(w, b, t))
		return CXChildVisit_Recurse;
	d = divisor(w, host, cx_text(w->c, rb, re), name, is_unsigned, cx_loc(w->c, rb));
	d->uses++;
	open.begin = b;
	open.end = end;
	open.open = fn;
	open.close = arena_printf(", %s)", d->name);
	open.divisor = 1;
	comma.begin = ob;
	comma.end = oe;
	comma.text = ",";
	comma.divisor = 1;
	edits_add(w->c, open);
	edits_add(w->c, comma);
	return CXChildVisit_Recurse;
}

/* Kernel region r, its statement stmt: DeviceCode.divisors. */
void
divisors_read(Ctx *c, Region *r, CXCursor stmt)
{
	Walk w = {c, r, 0};

	clang_visitChildren(stmt, visit, &w);
	if (!r->dev.ndivisors)
		r->dev.divisors_why = "none: no division in int or unsigned int by a value computed "
		                      "from scalars the region takes by value";
}
