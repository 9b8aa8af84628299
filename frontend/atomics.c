/* Atomic constructs in kernel regions (OpenMP 5.2 15.8.4): reads the
 * statement of each '#pragma omp atomic' into an Atomic, which the kernel
 * performs with one atomic operation and the host fallback leaves to the
 * host's OpenMP, except the compare constructs and the captures whose new
 * value reads v (read_rmw), which the host file writes out.  Forms
 * omp2cuda cannot perform atomically on the GPU yet (division, shifts, a
 * swap whose new value reads x) are errors.
 */
#include <string.h>

#include "internal.h"

/* The text of part `which` of the construct (AT_X, AT_E, AT_V), cur;
 * where it is the source as written, without a preprocessing directive
 * inside, its extent too (Atomic.at), which the kernel's copy prints
 * with the edits device code makes there (`o2c_this->` before a member
 * named alone, renames). */
static const char *
part(Ctx *c, CXCursor cur, Atomic *a, int which)
{
	const char *s = cx_cursor_text(c, cur);
	unsigned b, e;

	cx_extent(cur, &b, &e);
	if (e <= b || strcmp(s, cx_taken(cx_text(c, b, e))))
		return s;
	for (unsigned k = b; k < e; k++)
		if (c->u->src[k] == '\n') { /* a directive line inside: the text as read */
			unsigned j = k + 1;
			while (j < e && (c->u->src[j] == ' ' || c->u->src[j] == '\t'))
				j++;
			if (j < e && c->u->src[j] == '#')
				return s;
		}
	a->at[which][0] = b;
	a->at[which][1] = e;
	return s;
}

static int
same(Ctx *c, CXCursor a, CXCursor b)
{
	return !strcmp(cx_cursor_text(c, cx_strip(a)), cx_cursor_text(c, cx_strip(b)));
}

/* + - * & | ^ as an O2C_RED_* operator; sub says the operand is negated. */
static int
op_code(const char *op, int *sub)
{
	static const char *const ops[] = {"+", "-", "*", "&", "|", "^"};
	static const int codes[] = {RED_ADD, RED_ADD, RED_MUL, RED_BAND, RED_BOR, RED_BXOR};

	for (int i = 0; i < 6; i++) {
		if (!strncmp(op, ops[i], strlen(ops[i])) &&
		    (op[1] == 0 || op[1] == '=' || op[1] == op[0])) {
			*sub = op[0] == '-';
			return codes[i];
		}
	}
	return -1;
}

static int
floating(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Float16 || t.kind == CXType_Half || t.kind == CXType_Float ||
	       t.kind == CXType_Double || t.kind == CXType_LongDouble;
}

/* Does C compute x op e in a type wider than x's (Atomic.wide): e
 * floating where x is an integer, or a floating e of more bytes than a
 * floating x?  Then e converted to x's type first would change the
 * result (int x; x *= 0.5 is x * 0.5 truncated, not x * 0). */
static int
wider_operand(CXCursor x, CXCursor e)
{
	CXType tx = clang_getCursorType(cx_strip(x)), te = clang_getCursorType(cx_strip(e));

	return floating(te) && (!floating(tx) || clang_Type_getSizeOf(te) > clang_Type_getSizeOf(tx));
}

/* x op= e, x = x op e, x = e op x, x++, ++x, x--, --x, into a; 0 if the
 * statement is none of these. */
static int
read_update(Ctx *c, CXCursor s, Atomic *a)
{
	CXCursor k[2], r[2];
	enum CXCursorKind kind = clang_getCursorKind(s = cx_strip(s));
	int n = cx_children(s, k, 2), sub = 0;

	if (kind == CXCursor_UnaryOperator && n == 1) {
		const char *t = cx_operator(s);
		if (strcmp(t, "++") && strcmp(t, "--"))
			return 0;
		a->x = part(c, k[0], a, AT_X);
		a->op = RED_ADD;
		a->expr = !strcmp(t, "++") ? "1" : "-1";
		a->old = cx_postfix(s); /* postfix: the old value */
		return 1;
	}
	if (n != 2)
		return 0;
	const char *op = cx_operator(s);
	if (kind == CXCursor_CompoundAssignOperator) {
		a->op = op_code(op, &sub);
		a->x = part(c, k[0], a, AT_X);
		a->expr = part(c, k[1], a, AT_E);
		a->wide = wider_operand(k[0], k[1]);
	} else if (kind == CXCursor_BinaryOperator && !strcmp(op, "=")) {
		CXCursor rhs = cx_strip(k[1]);
		if (clang_getCursorKind(rhs) != CXCursor_BinaryOperator || cx_children(rhs, r, 2) != 2)
			return 0;
		a->op = op_code(cx_operator(rhs), &sub);
		a->x = part(c, k[0], a, AT_X);
		if (same(c, r[0], k[0]))
			a->expr = part(c, r[1], a, AT_E), a->wide = wider_operand(k[0], r[1]);
		else if (same(c, r[1], k[0]) && !sub)
			a->expr = part(c, r[0], a, AT_E), a->wide = wider_operand(k[0], r[0]);
		else
			return 0;
	} else {
		return 0;
	}
	if (a->op < 0)
		return 0;
	a->negate = sub;
	return 1;
}

static void
x_facts(CXCursor x, Atomic *a)
{
	x = cx_strip(x);
	a->cast = clang_isVolatileQualifiedType(clang_getCursorType(x));
	a->type = locals_spelling(a->cast ? clang_getUnqualifiedType(clang_getCursorType(x))
	                                  : clang_getCursorType(x));
	a->size = clang_Type_getSizeOf(clang_getCursorType(x));
	if (clang_getCursorKind(x) == CXCursor_DeclRefExpr)
		a->x_name = cx_take_string(clang_getCursorSpelling(x));
}

/* The x of an update statement: its first operand. */
static CXCursor
x_of(CXCursor update)
{
	CXCursor k[2];

	return cx_children(cx_strip(update), k, 2) >= 1 ? k[0] : update;
}

/* Does an atomic operation take an x of size bytes? */
int
atomics_size_ok(long long size)
{
	return size == 1 || size == 2 || size == 4 || size == 8;
}

/* Statement s, an update of x by itself (x op= e, x = x op e, x = e op
 * x, x++, x--, ++x, --x), read into a as '#pragma omp atomic update'
 * would read it, at loc; 0 where s is none of these or x's size is not
 * one an atomic operation takes (direct_reductions.c). */
int
atomics_update_of(Ctx *c, CXCursor s, Loc loc, Atomic *a)
{
	*a = (Atomic){.loc = loc, .kind = ATOM_UPDATE};
	if (!read_update(c, s, a))
		return 0;
	x_facts(x_of(s), a);
	return atomics_size_ok(a->size);
}

/* v = x, x = e, and capture's v = <update> */
static int
read_form(Ctx *c, CXCursor s, Atomic *a)
{
	CXCursor k[2];

	s = cx_strip(s);
	if (a->kind == ATOM_UPDATE)
		return read_update(c, s, a) && (x_facts(x_of(s), a), 1);
	if (clang_getCursorKind(s) != CXCursor_BinaryOperator || cx_children(s, k, 2) != 2 ||
	    strcmp(cx_operator(s), "="))
		return 0;
	switch (a->kind) {
	case ATOM_READ:
		a->v = part(c, k[0], a, AT_V);
		a->x = part(c, k[1], a, AT_X);
		x_facts(k[1], a);
		return 1;
	case ATOM_WRITE:
		a->x = part(c, k[0], a, AT_X);
		a->expr = part(c, k[1], a, AT_E);
		x_facts(k[0], a);
		return 1;
	default:
		a->v = part(c, k[0], a, AT_V);
		if (!read_update(c, k[1], a))
			return 0;
		x_facts(x_of(k[1]), a);
		return 1;
	}
}

/* Does expression e (a subexpression of it) read lvalue x as written? */
static int
mentions(Ctx *c, CXCursor e, CXCursor x)
{
	CXCursor k[16];
	int n = cx_children(e, k, 16);

	if (same(c, e, x))
		return 1;
	for (int i = 0; i < n && i < 16; i++)
		if (mentions(c, k[i], x))
			return 1;
	return 0;
}

/* Are first and second {v = x; x = e;} with e not reading x?  Then k
 * holds v and x, w x and e. */
static int
write_capture(Ctx *c, CXCursor first, CXCursor second, CXCursor k[2], CXCursor w[2])
{
	first = cx_strip(first);
	second = cx_strip(second);
	return clang_getCursorKind(first) == CXCursor_BinaryOperator && cx_children(first, k, 2) == 2 &&
	       !strcmp(cx_operator(first), "=") &&
	       clang_getCursorKind(second) == CXCursor_BinaryOperator && cx_children(second, w, 2) == 2 &&
	       !strcmp(cx_operator(second), "=") && same(c, k[1], w[0]) && !mentions(c, w[1], w[0]);
}

/* {v = x; x = e;} (OpenMP 5.2 15.8.4, a write that captures): v gets what
 * x held, x gets e, which must not read x; into a as a swap. */
static int
read_swap(Ctx *c, CXCursor first, CXCursor second, Atomic *a)
{
	CXCursor k[2], w[2];

	if (!write_capture(c, first, second, k, w))
		return 0;
	a->v = part(c, k[0], a, AT_V);
	a->x = part(c, w[0], a, AT_X);
	a->expr = part(c, w[1], a, AT_E);
	a->old = a->swap = 1;
	x_facts(w[0], a);
	return 1;
}

/* Does expression e read lvalue v?  A variable by its declaration;
 * another lvalue (a[i], s.f) where e holds it as written (mentions). */
static int
reads(Ctx *c, CXCursor e, CXCursor v)
{
	CXCursor k[16], to = clang_getCursorReferenced(v = cx_strip(v));
	int n;

	if (clang_getCursorKind(v) != CXCursor_DeclRefExpr)
		return mentions(c, e, v);
	e = cx_strip(e);
	if (clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(e), to))
		return 1;
	n = cx_children(e, k, 16);
	for (int i = 0; i < n && i < 16; i++)
		if (reads(c, k[i], v))
			return 1;
	return 0;
}

/* A read-modify-write capture's operands are copied by the host file
 * from where Atomic.at says they are written (part): 1, or -1 after an
 * error where one is not. */
static int
rmw_written(const Atomic *a)
{
	for (int w = AT_X; w <= AT_V; w++)
		if (w != AT_D && a->at[w][1] <= a->at[w][0]) {
			diag_error(a->loc, "'#pragma omp atomic capture' whose new value reads v: its "
			                   "operands must be written out, without preprocessor lines "
			                   "inside");
			return -1;
		}
	diag_warning(a->loc, "'#pragma omp atomic capture' whose new value reads v, which OpenMP "
	                     "forbids (5.2 15.8.4): performed as the block reads, v getting x and "
	                     "x its new value from that v, atomically; gcc and clang compute the "
	                     "new value from the v of before the construct");
	return 1;
}

/* {v = x; x = e;} whose e reads v and not x (lda's spin lock, {v = x;
 * x = v == 0 ? 1 : v;}).  OpenMP 5.2 15.8.4 forbids expr to access v;
 * gcc and clang take the block as a swap whose e reads the v of before
 * the construct.  omp2cuda performs it as the block reads, a
 * read-modify-write: v gets x, x gets e of that v, in a compare-and-swap
 * loop that retries where x changed between (Atomic.rmw).  1, 0 where it
 * is no such block, -1 after an error. */
static int
read_rmw(Ctx *c, CXCursor first, CXCursor second, Atomic *a)
{
	CXCursor k[2], w[2];

	if (!write_capture(c, first, second, k, w) || !reads(c, w[1], k[0]))
		return 0;
	a->v = part(c, k[0], a, AT_V);
	a->x = part(c, w[0], a, AT_X);
	a->expr = part(c, w[1], a, AT_E);
	a->old = a->swap = a->rmw = 1;
	x_facts(w[0], a);
	return rmw_written(a);
}

/* A conditional update in a capture block without the compare clause,
 * {v = x; x = e < x ? e : x;}: gcc and clang take it as a swap whose e
 * reads x before the exchange; omp2cuda performs it as the compare
 * construct it is written as (frontend/compare.c), one of the outcomes
 * that swap may have (its read and its exchange with no write between).
 * 1, or 0 where it is no such block. */
static int
read_unclaused_compare(Ctx *c, CXCursor block, Atomic *a)
{
	CXCursor s[3], r[2];

	if (cx_children(block, s, 3) != 2)
		return 0;
	for (int i = 0; i < 2; i++) {
		CXCursor u = cx_strip(s[i]);
		if (clang_getCursorKind(u) == CXCursor_BinaryOperator && cx_children(u, r, 2) == 2 &&
		    clang_getCursorKind(cx_strip(r[1])) == CXCursor_ConditionalOperator)
			return compare_read(c, block, 1, a);
	}
	return 0;
}

/* A capture's structured block (OpenMP 5.2 15.8.4): {v = x; update;},
 * v getting x before the update, or {update; v = x;}, after it; the
 * update one of read_update's; or {v = x; x = e;}.  Where the update's
 * operand or e reads v, a read-modify-write (read_rmw).  A conditional
 * update there is the compare construct it is written as where gcc and
 * clang take it (read_unclaused_compare), else an error naming the
 * clause it needs; 0 for any other block, -1 after an error. */
static int
read_capture_block(Ctx *c, CXCursor block, Atomic *a)
{
	CXCursor s[3], k[2], r[3];
	int form;

	if (cx_children(block, s, 3) != 2)
		return 0;
	if ((form = read_rmw(c, s[0], s[1], a)))
		return form;
	if (read_unclaused_compare(c, block, a))
		return 1;
	for (int i = 0; i < 2; i++) {
		CXCursor assign = cx_strip(s[i]), update = cx_strip(s[1 - i]);
		if (clang_getCursorKind(assign) != CXCursor_BinaryOperator ||
		    cx_children(assign, k, 2) != 2 || strcmp(cx_operator(assign), "="))
			continue;
		if (clang_getCursorKind(update) == CXCursor_IfStmt ||
		    (clang_getCursorKind(update) == CXCursor_BinaryOperator &&
		     cx_children(update, r, 2) == 2 &&
		     clang_getCursorKind(cx_strip(r[1])) == CXCursor_ConditionalOperator)) {
			diag_error(a->loc, "a conditional update in '#pragma omp atomic capture' needs "
			                   "the compare clause (OpenMP 5.2 15.8.4: atomic compare capture)");
			return -1;
		}
		if (!read_update(c, update, a) || !same(c, k[1], x_of(update)))
			continue;
		a->v = part(c, k[0], a, AT_V);
		a->old = i == 0;
		/* {v = x; x op= e;} whose e reads v: read_rmw's loop, x op e */
		a->rmw = a->old && reads(c, update, k[0]);
		x_facts(x_of(update), a);
		return a->rmw ? rmw_written(a) : 1;
	}
	return read_swap(c, s[0], s[1], a);
}

/* The fences of the construct's memory order: its clause, or the
 * default of a requires directive, or relaxed.  acq_rel means acquire for
 * a read and release for a write; for an update, acq_rel written on the
 * construct, release as the default (OpenMP 5.2 15.8.4). */
static int
fences_of(Ctx *c, const Pragma *p, int kind)
{
	static const char *const orders[] = {"seq_cst", "acq_rel", "acquire", "release", "relaxed"};
	const char *order = c->atomic_default;
	int written = 0;

	for (int k = 0; k < 5; k++)
		if (pragmas_has_clause(c, p, orders[k])) {
			order = orders[k];
			written = 1;
		}
	if (!order || !strcmp(order, "relaxed"))
		return 0;
	if (!strcmp(order, "seq_cst"))
		return ORDER_BEFORE | ORDER_AFTER;
	if (!strcmp(order, "acquire"))
		return ORDER_AFTER;
	if (!strcmp(order, "release"))
		return ORDER_BEFORE;
	if (kind == ATOM_READ)
		return ORDER_AFTER;
	if (kind == ATOM_WRITE || (kind == ATOM_UPDATE && !written))
		return ORDER_BEFORE;
	return ORDER_BEFORE | ORDER_AFTER;
}

/* An atomic compare construct's statement into a (frontend/compare.c). */
static int
read_compare(Ctx *c, const Node *stmt, Atomic *a)
{
	if (stmt && compare_read(c, stmt->cursor, a->kind == ATOM_CAPTURE, a))
		return 1;
	diag_error(a->loc, "this form of '#pragma omp atomic compare%s' is not supported (if (x == e) "
	                   "{ x = d; }, if (e < x) { x = e; }, x = x > e ? e : x, ...: OpenMP 5.1 "
	                   "2.19.7)", a->kind == ATOM_CAPTURE ? " capture" : "");
	return 0;
}

/* A capture of host code whose new value reads v (read_rmw), into a;
 * 0 for any other construct, which the host's OpenMP performs. */
static int
host_rmw(Ctx *c, const Pragma *p, const Node *stmt, Atomic *a)
{
	CXCursor s[3], k[2];

	if (!pragmas_has_clause(c, p, "capture") || !stmt ||
	    clang_getCursorKind(stmt->cursor) != CXCursor_CompoundStmt ||
	    cx_children(stmt->cursor, s, 3) != 2 ||
	    clang_getCursorKind(s[0] = cx_strip(s[0])) != CXCursor_BinaryOperator ||
	    cx_children(s[0], k, 2) != 2 || strcmp(cx_operator(s[0]), "=") || !reads(c, s[1], k[0]))
		return 0;
	a->kind = ATOM_CAPTURE;
	return read_capture_block(c, stmt->cursor, a) > 0 && a->rmw;
}

/* An atomic compare construct of host code, and a read-modify-write
 * capture (host_rmw): the host file writes it out (codegen/
 * emit_compare.c), as gcc 12 does not take the one and takes the other
 * as a swap. */
void
atomics_host(Ctx *c, const Pragma *p, size_t *cap)
{
	Atomic *a = &(Atomic){0};
	Node *stmt = scan_stmt_after(c, p->end);
	int cond, cmp = pragmas_has_clause(c, p, "compare");

	a->loc = cx_loc(c, p->begin);
	if (!cmp && !host_rmw(c, p, stmt, a))
		return;
	if (stmt && (stmt->begin != cx_code_after(c, p->end, &cond) || cond)) {
		diag_error(a->loc, "the statement of '#pragma omp atomic %s' must be written out "
		                   "after it, without preprocessor lines or macros between",
		           cmp ? "compare" : "capture");
		return;
	}
	a->kind = pragmas_has_clause(c, p, "capture") ? ATOM_CAPTURE : ATOM_UPDATE;
	if (cmp && !read_compare(c, stmt, a))
		return;
	if (!atomics_size_ok(a->size)) {
		diag_error(a->loc, "atomic %s on '%s' of type '%s' is not supported: 1-, 2-, 4- "
		                   "and 8-byte types are", cmp ? "compare" : "capture", a->x, a->type);
		return;
	}
	a->begin = p->begin;
	a->end = cx_stmt_end(c, stmt->cursor);
	VEC_PUSH(c->u->compares, c->u->ncompares, *cap, *a);
}

/* The atomic construct at pragma p (OpenMP 5.2 15.8.4) into *a; 0 after
 * an error. */
static int
read_construct(Ctx *c, const Pragma *p, Atomic *a)
{
	static const char *const kinds[] = {"update", "read", "write", "capture"};
	Node *stmt = scan_stmt_after(c, p->end);
	int cond, form = 0;

	a->loc = cx_loc(c, p->begin);
	if (stmt && stmt->begin != cx_code_after(c, p->end, &cond)) {
		/* libclang shows no statement that a macro expands to: the next
		 * one written out would be made atomic, and the macro's dropped */
		diag_error(cx_loc(c, cx_code_after(c, p->end, &cond)),
		           "the statement of '#pragma omp atomic' is not supported yet: it must be "
		           "written out, not expanded from a macro");
		return 0;
	}
	if (stmt && cond) {
		diag_error(a->loc, "preprocessor lines between '#pragma omp atomic' and its statement "
		                   "are not supported yet");
		return 0;
	}
	a->kind = ATOM_UPDATE;
	for (int k = 0; k < 4; k++)
		if (pragmas_has_clause(c, p, kinds[k]))
			a->kind = k;
	/* hint(expr) is a hint (OpenMP 5.0 2.17.7, 2.17.12): every atomic
	 * is one of the GPU's atomic instructions whatever it says */
	if (pragmas_has_clause(c, p, "compare")) {
		if (!read_compare(c, stmt, a))
			return 0;
	} else if (pragmas_has_clause(c, p, "fail") || pragmas_has_clause(c, p, "weak")) {
		diag_error(a->loc, "the fail and weak clauses of '#pragma omp atomic' need compare "
		                   "(OpenMP 5.1 2.19.7)");
		return 0;
	} else if (!stmt || (clang_getCursorKind(stmt->cursor) == CXCursor_CompoundStmt
	                         ? a->kind != ATOM_CAPTURE ||
	                                   (form = read_capture_block(c, stmt->cursor, a)) <= 0
	                         : !read_form(c, stmt->cursor, a))) {
		if (form < 0)
			return 0;
		diag_error(a->loc, "this form of '#pragma omp atomic %s' is not supported yet (x op= e, "
		                   "x = x op e, x++ and --x with + - * & | ^; v = x; x = e; v = x op= e; "
		                   "{v = x; x op= e;}, {x op= e; v = x;} and {v = x; x = e;} where e "
		                   "does not read x)",
		           kinds[a->kind]);
		return 0;
	}
	if (!atomics_size_ok(a->size)) {
		diag_error(a->loc, "atomic on '%s' of type '%s' is not supported yet: 1-, 2-, 4- and "
		                   "8-byte types are", a->x, a->type);
		return 0;
	}
	a->fences = fences_of(c, p, a->kind);
	if (a->cmp && pragmas_has_clause(c, p, "fail")) /* fail(order): never weaker */
		a->fences |= ORDER_BEFORE | ORDER_AFTER;
	a->begin = p->begin;
	a->end = cx_stmt_end(c, stmt->cursor);
	return 1;
}

/* The atomic construct at pragma p inside kernel region r. */
void
atomics_read(Ctx *c, Region *r, const Pragma *p, size_t *cap)
{
	Atomic a = {0};

	if (read_construct(c, p, &a))
		VEC_PUSH(r->dev.atomics, r->dev.natomics, *cap, a);
}

/* The atomic construct at pragma p in a template's pattern, read once per
 * instantiation the program uses (cxx_templates.c), where x has a type
 * and a size; *a the first's, whose type the .cu file's copy of the
 * pattern names as x's own.  0 after an error, or where no
 * instantiation holds p. */
static int
read_instances(Ctx *c, const Pragma *p, Atomic *a)
{
	int n = 0;

	for (int k = 0; k < c->ninsts; k++) {
		const TemplateUse *t = &c->insts[k];
		ScanIndex saved;
		Atomic one = {0};
		unsigned b, e;
		cx_extent(t->tmpl, &b, &e);
		if (p->begin < b || p->begin >= e)
			continue;
		scan_instance(c, t->tmpl, t->spec, &saved);
		int ok = read_construct(c, p, &one);
		scan_instance_end(c, &saved);
		if (!ok)
			return 0;
		if (!n++)
			*a = one;
	}
	if (n) {
		a->type = arena_printf("typename std::remove_cv<typename std::remove_reference<"
		                       "decltype(%s)>::type>::type", a->x);
		a->cast = 1;
	}
	return n > 0;
}

/* The atomic constructs of the functions compiled for the device (the
 * functions regions call, declare target functions: frontend/
 * devfuncs.c; the member functions of the classes device code uses),
 * into u->fn_atomics: the .cu file's copy of the function performs each
 * as a kernel region's (codegen/emit_atomic.c), whatever its calling
 * context, as an atomic construct binds to every thread (OpenMP 5.2
 * 15.8.4); the host file keeps it for the host's OpenMP. */
void
atomics_functions(Ctx *c, const Pragma *ps, int n)
{
	Unit *u = c->u;
	size_t cap = 0;

	for (int i = 0; i < n; i++) {
		const Pragma *p = &ps[i];
		if (strcmp(p->name, "atomic"))
			continue;
		for (int k = 0; k < u->ndecls; k++) {
			const DeviceDecl *d = &u->decls[k];
			Atomic a = {0};
			if (d->global || p->begin < d->at || p->begin >= d->at + strlen(d->text))
				continue;
			if (strncmp(u->src + d->at, d->text, strlen(d->text))) {
				diag_error(cx_loc(c, p->begin), "'#pragma omp atomic' in this function called "
				                                "from a target region is not supported yet");
				break;
			}
			if (cxx_templates_end(c, p->begin) ? read_instances(c, p, &a)
			                                   : read_construct(c, p, &a))
				VEC_PUSH(u->fn_atomics, u->nfn_atomics, cap, a);
			break;
		}
	}
}
