/* Pointers a parallel region's threads keep to themselves.
 *
 * A pointer the target region captures from outside (firstprivate on
 * target: OpenMP 5.2 5.1.1) is shared by a team's threads in a parallel
 * region nested in its teams region.  Code ported from CUDA writes it
 * there as if it were each thread's kernel parameter:
 *
 *     #pragma omp parallel
 *     { src += omp_get_team_num() * B + omp_get_thread_num(); ... src[0] ... }
 *
 * Every thread writing the one shared pointer is a data race, and "if a
 * data race occurs then the result of the program is unspecified"
 * (OpenMP 5.2 1.4.1); a thread may also keep a variable in its
 * temporary view until a flush (1.4.1).  The kernel holds the pointer as
 * each thread's parameter, so a write there stays the thread's own: its
 * temporary view, which nothing flushes.  That is what OpenMP gives
 * every program in which one of these holds for each parallel region
 * that writes the pointer:
 *   - every thread writes it: a statement of the region's body, not
 *     inside another, writes it, so every thread of the region runs the
 *     write and with two or more the race occurs (with one, the thread's
 *     copy is the team's), and the team's code outside the parallel
 *     regions does not name it (its control flow, which every thread
 *     runs, would read each thread's own);
 *   - no thread can see another's write: the region holds no OpenMP
 *     directive (barrier, critical, flush, atomic, a nested construct),
 *     calls no function that holds one or a lock routine, nor through a
 *     pointer, no loop of the team's code runs it again, and no code of
 *     the target region outside it names the pointer.
 * In either, no code of the target region takes the pointer's address.
 * Any other write (a write one thread makes for the others to read after
 * a barrier, the team's code writing it) stays an error, located there.
 */
#include <string.h>

#include "internal.h"

typedef struct Scan {
	Ctx *c;
	const Region *r;      /* the target region */
	CXCursor decl;        /* the pointer's declaration */
	unsigned pb, pe;      /* the parallel region's statement */
	int hit;
	int depth;
} Scan;

static int
writes_decl(CXCursor cur, CXCursor decl)
{
	CXCursor lhs, d;

	return cx_write_of(cur, &lhs) && cx_written_var(lhs, &d) && clang_equalCursors(d, decl);
}

static enum CXChildVisitResult
top_write_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;

	(void)parent;
	if (writes_decl(cur, s->decl))
		s->hit = 1;
	return s->hit ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* Does a statement of p's body, not inside another, write the pointer? */
static int
every_thread_writes(Ctx *c, const Region *p, CXCursor decl)
{
	Node *body = scan_stmt_after(c, p->src.stmt_begin);
	Scan s = {.c = c, .decl = decl};

	if (!body)
		return 0;
	if (clang_getCursorKind(body->cursor) != CXCursor_CompoundStmt)
		return writes_decl(body->cursor, decl);
	clang_visitChildren(body->cursor, top_write_visit, &s);
	return s.hit;
}

/* A name of the pointer outside the parallel region, or a loop around
 * it, in the target region's statement. */
static enum CXChildVisitResult
outside_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (k == CXCursor_DeclRefExpr && (b < s->pb || b >= s->pe) &&
	    clang_equalCursors(clang_getCursorReferenced(cur), s->decl))
		s->hit = 1;
	if ((k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
	     k == CXCursor_CXXForRangeStmt) && b <= s->pb && s->pe <= e)
		s->hit = 1;
	return s->hit ? CXChildVisit_Break : CXChildVisit_Recurse;
}

static int
holds_directive(Ctx *c, unsigned b, unsigned e)
{
	for (int i = 0; i < c->nps; i++)
		if (b <= c->ps[i].begin && c->ps[i].begin < e)
			return 1;
	return 0;
}

/* A call in the parallel region of a function whose definition, or a
 * function it calls, holds an OpenMP directive, of one a header defines
 * that the front end did not read in (a system header's has none), or a
 * call through a pointer. */
static enum CXChildVisitResult
calls_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;
	unsigned b, e;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	CXCursor ref = clang_getCursorReferenced(cur), fn = clang_getCursorDefinition(ref);
	enum CXCursorKind k = clang_getCursorKind(ref);
	if (k != CXCursor_FunctionDecl && k != CXCursor_CXXMethod && k != CXCursor_FunctionTemplate) {
		s->hit = 1; /* through a pointer: anything */
		return CXChildVisit_Break;
	}
	if (clang_Cursor_isNull(fn)) { /* a library's: only the lock routines flush */
		if (!strncmp(cx_take_string(clang_getCursorSpelling(ref)), "omp_", 4) &&
		    strstr(cx_take_string(clang_getCursorSpelling(ref)), "lock"))
			s->hit = 1;
		return s->hit ? CXChildVisit_Break : CXChildVisit_Recurse;
	}
	if (clang_Location_isInSystemHeader(clang_getCursorLocation(fn)))
		return CXChildVisit_Recurse; /* the C and C++ libraries': no directive */
	if (s->depth > 16 || !cx_expanded_in_main_file(fn)) {
		s->hit = 1; /* a header the front end did not read in: anything */
		return CXChildVisit_Break;
	}
	cx_extent(fn, &b, &e);
	if (holds_directive(s->c, b, e)) {
		s->hit = 1;
		return CXChildVisit_Break;
	}
	s->depth++;
	clang_visitChildren(fn, calls_visit, s);
	s->depth--;
	return s->hit ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Does visit find what it looks for in target region r's statement (or
 * is there no statement to look in)?  p: the parallel region it looks
 * from, or NULL. */
static int
region_holds(Ctx *c, const Region *r, const Region *p, CXCursor decl, CXCursorVisitor visit)
{
	Scan s = {.c = c, .r = r, .decl = decl};
	Node *all = scan_stmt_after(c, r->src.stmt_begin);

	if (p) {
		s.pb = p->src.stmt_begin;
		s.pe = p->src.stmt_end;
	}
	if (!all)
		return 1;
	clang_visitChildren(all->cursor, visit, &s);
	return s.hit;
}

/* Can no thread of p see another's write of the pointer? */
static int
writes_unseen(Ctx *c, const Region *r, const Region *p, CXCursor decl)
{
	Scan s = {.c = c, .decl = decl, .pb = p->src.stmt_begin, .pe = p->src.stmt_end};

	if (p->dev.has_barrier || holds_directive(c, s.pb, s.pe))
		return 0;
	Node *body = scan_stmt_after(c, p->src.stmt_begin);
	if (!body)
		return 0;
	calls_visit(body->cursor, clang_getNullCursor(), &s);
	if (!s.hit)
		clang_visitChildren(body->cursor, calls_visit, &s);
	return !s.hit && !region_holds(c, r, p, decl, outside_visit);
}

static Region *parallel_at(Ctx *c, const Region *r, unsigned at);

/* &p anywhere in the target region: another thread could reach the
 * team's copy through the address. */
static enum CXChildVisitResult
address_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;
	CXCursor k[2];

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_UnaryOperator && !strcmp(cx_operator(cur), "&") &&
	    cx_children(cur, k, 2) == 1 &&
	    clang_getCursorKind(k[0] = cx_strip(k[0])) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(k[0]), s->decl))
		s->hit = 1;
	return s->hit ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* A name of the pointer in the team's code, outside the parallel regions:
 * the team's thread would read its own copy, and every thread runs the
 * control flow that leads to a parallel region. */
static enum CXChildVisitResult
team_names_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(cur), s->decl) && !parallel_at(s->c, s->r, b))
		s->hit = 1;
	return s->hit ? CXChildVisit_Break : CXChildVisit_Recurse;
}


/* The parallel region nested in r, innermost, whose statement holds at. */
static Region *
parallel_at(Ctx *c, const Region *r, unsigned at)
{
	Region *best = NULL;

	for (int i = 0; i < c->u->nregions; i++) {
		Region *in = c->u->regions[i];
		const Region *up = in->parent;
		while (up && up != r)
			up = up->parent;
		if (up && dir_is_parallel(in->dir) && in->src.stmt_begin <= at && at < in->src.stmt_end &&
		    (!best || best->src.stmt_begin <= in->src.stmt_begin))
			best = in;
	}
	return best;
}

int
thread_view(Ctx *c, Region *r, CXCursor decl, unsigned at)
{
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	const Var *v = NULL;

	for (int i = 0; i < r->ncaps && !v; i++)
		if (!strcmp(r->caps[i]->name, name))
			v = r->caps[i];
	if (!v || v->kind != VAR_POINTER || v->declare_target || r->dir == DIR_TP ||
	    strcmp(v->name, name))
		return 0; /* a member's, a global's */
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v && !r->data.maps[i].implicit && !r->data.maps[i].ndims)
			return 0; /* map(tofrom: p): the pointer itself */
	Region *p = parallel_at(c, r, at);
	if (!p || var_listed(p->data.shareds, p->data.nshareds, v) ||
	    region_holds(c, r, NULL, decl, address_visit))
		return 0;
	if (!(every_thread_writes(c, p, decl) && !region_holds(c, r, NULL, decl, team_names_visit)) &&
	    !writes_unseen(c, r, p, decl))
		return 0;
	if (!var_listed(p->data.thread_views, p->data.nthread_views, v)) {
		size_t cap = (size_t)p->data.nthread_views;
		VEC_PUSH(p->data.thread_views, p->data.nthread_views, cap, (Var *)v);
	}
	return 1;
}
