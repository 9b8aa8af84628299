/* The sequential part of a teams region in its kernel (OpenMP 5.2 10.2):
 * one CUDA block is one team, and the team's initial thread is thread 0.
 * Teams on warps (Plan.warp.warps, lowering/team.c) are the same with a warp
 * for the block: lane 0 (o2c_lane) for thread 0, __syncwarp() for
 * __syncthreads(), and a team-level variable's copies one per warp, an
 * array of Plan.warp.warps in shared memory of which a reference of the
 * variable's name takes the warp's (o2c_warp), so that the code that
 * names it stays as written.  Every lane of a warp runs the same
 * distribute iteration, so all 32 reach each __syncwarp().
 *
 *   - A run of statements that only compute (TS_GUARDED, and the
 *     initializers of TS_DECL) runs under `if (threadIdx.x == 0)` and is
 *     followed by __syncthreads(), so that every thread sees what it
 *     wrote before it reads it.
 *   - Variables the team declares there (TS_DECL) are __shared__: one per
 *     block, as OpenMP gives one per team, shared by the threads of its
 *     parallel regions.
 *   - Statements that lead to a parallel region (TS_CONTROL) run on every
 *     thread: their headers read only what a barrier has published, so
 *     all threads take the same path and reach every parallel region and
 *     barrier together.  Before a run of thread 0's statements or a
 *     parallel region that follows a header, a barrier keeps thread 0
 *     from writing what another thread is still reading there.
 *   - Each parallel region runs on the block's threads and ends with
 *     __syncthreads() (emit_inner).
 *   - Under team lanes (Plan.warp.lanes, lowering/lanes.c) a team runs
 *     the statements and initializers its plan marks LANES_ALL or
 *     LANES_REGS on every thread (lane), outside the initial thread's
 *     guard, and declares each replicated variable as a plain local, a
 *     register per thread; the others stay one per team in shared memory
 *     as above.
 */
#include "codegen.h"

typedef struct Team {
	Buf *b;
	const Emit *e;  /* the kernel's printing (codegen.h) */
	const Unit *u;
	const Plan *p;
	int synced;   /* every thread has just passed a barrier */
	int segment;  /* in a run of thread 0's statements */
	int guard;    /* its `if (threadIdx.x == 0) {` is open */
	int warps;    /* teams on warps: Plan.warp.warps */
	size_t barrier_at, barrier_end; /* where the last barrier's text begins and ends */
} Team;

static void emit_stmt(Team *t, const TeamStmt *s);

static void
barrier(Team *t)
{
	t->barrier_at = t->b->len;
	buf_puts(t->b, t->warps ? "\n\t__syncwarp();\n" : "\n\t__syncthreads();\n");
	t->barrier_end = t->b->len;
	t->synced = 1;
}

static void
begin_segment(Team *t)
{
	if (t->segment)
		return;
	if (!t->synced)
		barrier(t);
	t->segment = 1;
}

static void
open_guard(Team *t)
{
	begin_segment(t);
	if (!t->guard)
		buf_puts(t->b, t->warps ? "\n\tif (o2c_lane == 0) { /* the team's initial thread */"
		                        : "\n\tif (threadIdx.x == 0) { /* the team's initial thread */");
	t->guard = 1;
}

static void
close_guard(Team *t)
{
	if (t->guard)
		buf_puts(t->b, "\n\t}");
	t->guard = 0;
}

static void
end_segment(Team *t)
{
	if (!t->segment)
		return;
	close_guard(t);
	t->segment = 0;
	barrier(t);
}

/* Team lanes (Plan.warp.lanes): code that every lane runs as lane 0 would.
 * Where it reads memory or a variable in shared memory (LANES_ALL), a
 * barrier publishes lane 0's writes before it, and another comes before
 * lane 0 writes again; where it reads only registers (LANES_REGS), it
 * runs between lane 0's statements with no barrier. */
static void
begin_lanes(Team *t, int who)
{
	if (who == LANES_ALL)
		end_segment(t);
	else
		close_guard(t);
}

static void
end_lanes(Team *t, int who)
{
	if (who == LANES_ALL)
		t->synced = 0;
}

/* The initializer of a team-level variable in shared memory, run by the
 * team's initial thread: an assignment, or for a braced list (an array's,
 * a struct's) a copy from a local initialized by it, wrapped in a struct
 * of the variable's own declaration so that the list initializes the
 * same type. */
/* The constructor's arguments of a variable constructed in place
 * (TeamVar.ctor_open), in their parentheses or braces: `(args)`,
 * `{args}`, nothing for `T x;`. */
static void
emit_ctor_args(Team *t, const TeamVar *v)
{
	if (v->ctor_open == ';')
		return;
	buf_printf(t->b, "%c", v->ctor_open);
	emit_code(t->b, t->e, t->p->r, v->init_begin, v->init_end, CTX_TEAM);
	buf_puts(t->b, v->ctor_open == '{' ? "}" : ")");
}

static void
emit_team_init(Team *t, const TeamVar *v)
{
	if (v->class_type && v->ctor_open) {
		/* a C++ class's, constructed in its bytes as declared: `T x(args)`,
		 * `T x{args}`, `T x;` */
		buf_printf(t->b, "\n\tnew (&%s) %s", v->name, v->class_type);
		emit_ctor_args(t, v);
		buf_puts(t->b, ";");
		return;
	}
	if (v->class_type) {
		/* `T x = e`, `T x = {e, f}`: a return statement's copy
		 * initialization, as the declaration's */
		buf_printf(t->b, "\n\tnew (&%s) %s([&]() -> %s { return ", v->name, v->class_type,
		           v->class_type);
		emit_code(t->b, t->e, t->p->r, v->init_begin, v->init_end, CTX_TEAM);
		buf_puts(t->b, "; }());");
		return;
	}
	if (!v->braced) {
		buf_printf(t->b, "\n\t%s =", v->name);
		emit_code(t->b, t->e, t->p->r, v->init_begin, v->init_end, CTX_TEAM);
		buf_puts(t->b, ";");
		return;
	}
	buf_printf(t->b, "\n\t{ const struct { %s; } o2c_init = {", v->decl);
	emit_code(t->b, t->e, t->p->r, v->init_begin, v->init_end, CTX_TEAM);
	buf_printf(t->b, "}; memcpy((void *)&%s, (const void *)&o2c_init.%s, sizeof %s); }", v->name,
	           v->name, v->name);
}

/* The shared memory of a team's variable-length array: one of up to
 * that many bytes needs no device heap (o2c_team_vla), where the team's
 * other variables leave room under the block's 48 KiB of static shared
 * memory (a margin for the kernel's own). */
enum {
	TEAM_VLA_BLOCK_BYTES = 1024, /* a team a block */
	TEAM_VLA_WARP_BYTES = 128,   /* a team a warp: per warp */
	TEAM_SHARED_ROOM = 40 * 1024,
};

/* The bytes of the team-level variables among n statements: of each
 * variable-length array, its inline bytes (per team). */
static long long
team_bytes(const TeamStmt *s, int n, int inline_bytes)
{
	long long bytes = 0;

	for (int i = 0; i < n; i++) {
		for (int k = 0; k < s[i].nvars; k++)
			bytes += s[i].vars[k].vla_elem   ? inline_bytes + 16 /* and its pointer, length */
			         : s[i].vars[k].size > 0 ? s[i].vars[k].size
			                                 : 0;
		bytes += team_bytes(s[i].kids, s[i].nkids, inline_bytes);
	}
	return bytes;
}

/* The inline bytes of the kernel's team-level variable-length arrays:
 * none where they and the team's other variables would not fit. */
static int
vla_inline_bytes(const Team *t)
{
	const Region *r = t->p->r;
	int per = t->warps ? TEAM_VLA_WARP_BYTES : TEAM_VLA_BLOCK_BYTES;
	long long teams = t->warps ? t->warps : 1;

	return team_bytes(r->teams.stmts, r->teams.nstmts, per) * teams <= TEAM_SHARED_ROOM ? per : 0;
}

/* A team's variable-length array (TeamVar.vla_elem): one o2c_team_vla
 * per team in shared memory (omp2cuda_vla.h), whose elements the team's
 * initial thread takes here, from the struct's own bytes where they fit,
 * else from the device heap, the array's name a reference to its
 * pointer, read after the barrier that follows; emit_teams gives heap
 * elements back where the team's code ends. */
static void
emit_vla_decl(Team *t, const TeamVar *v)
{
	if (t->warps)
		buf_printf(t->b, "__shared__ o2c_team_vla<%s, %d> o2c_t_%s[%d]; auto &o2c_vla_%s = "
		                 "o2c_t_%s[o2c_warp]; %s *&%s = o2c_vla_%s.p; /* one per team: its "
		                 "warp's */",
		           v->vla_elem, vla_inline_bytes(t), v->name, t->warps, v->name, v->name,
		           v->vla_elem, v->name, v->name);
	else
		buf_printf(t->b, "__shared__ o2c_team_vla<%s, %d> o2c_vla_%s; %s *&%s = o2c_vla_%s.p; "
		                 "/* one per team */",
		           v->vla_elem, vla_inline_bytes(t), v->name, v->vla_elem, v->name, v->name);
	open_guard(t);
	buf_printf(t->b, "\n\to2c_vla_%s.make((size_t)(", v->name);
	emit_code(t->b, t->e, t->p->r, v->bound_begin, v->bound_end, CTX_TEAM);
	buf_puts(t->b, "));");
}

/* The shared memory of a team-level variable, one per team (per warp
 * where a team is a warp): its declaration, or for a C++ class's, bytes
 * aligned for it under its name as a reference, which its initializer
 * constructs. */
static void
shared_decl(Team *t, const TeamVar *v)
{
	if (v->class_type && t->warps)
		buf_printf(t->b, "__shared__ alignas(%s) unsigned char o2c_t_%s[%d][sizeof(%s)]; "
		                 "%s &%s = *reinterpret_cast<%s *>(o2c_t_%s[o2c_warp]); ",
		           v->class_type, v->name, t->warps, v->class_type, v->class_type, v->name,
		           v->class_type, v->name);
	else if (v->class_type)
		buf_printf(t->b, "__shared__ alignas(%s) unsigned char o2c_t_%s[sizeof(%s)]; "
		                 "%s &%s = *reinterpret_cast<%s *>(o2c_t_%s); ",
		           v->class_type, v->name, v->class_type, v->class_type, v->name,
		           v->class_type, v->name);
	else if (t->warps)
		buf_printf(t->b, "__shared__ struct { %s; } o2c_t_%s[%d]; auto &%s = "
		                 "o2c_t_%s[o2c_warp].%s; ",
		           v->decl, v->name, t->warps, v->name, v->name, v->name);
	else
		buf_printf(t->b, "__shared__ %s; ", v->decl);
}

/* A declaration of team-level variables under team lanes: a replicated
 * variable is a plain local, each lane's register, initialized on every
 * lane; the others are one per team in shared memory, as emit_decl's. */
static void
emit_lanes_decl(Team *t, const TeamStmt *s)
{
	for (int i = 0; i < s->nvars; i++) {
		const TeamVar *v = &s->vars[i];
		const TeamVarPlan *vp = &t->p->warp.vars[v->id];
		if (v->vla_elem) {
			begin_segment(t);
			close_guard(t);
			emit_line(t->b, t->u, s->begin);
			emit_vla_decl(t, v);
			continue;
		}
		if (!vp->replicated) {
			/* a declaration alone writes nothing */
			if (v->init_end)
				begin_segment(t);
			close_guard(t);
			emit_line(t->b, t->u, v->init_end ? v->init_begin : s->begin);
			shared_decl(t, v);
			buf_puts(t->b, t->warps ? "/* one per team: its warp's */" : "/* one per team */");
			if (!v->init_end)
				continue;
			open_guard(t);
			emit_team_init(t, v);
			continue;
		}
		begin_lanes(t, v->init_end ? vp->init : LANES_REGS);
		emit_line(t->b, t->u, v->init_end ? v->init_begin : s->begin);
		buf_printf(t->b, "%s", v->decl);
		if (v->ctor_open) {
			emit_ctor_args(t, v);
		} else if (v->init_end) {
			buf_puts(t->b, " =");
			emit_code(t->b, t->e, t->p->r, v->init_begin, v->init_end,
			          CTX_TEAM);
		}
		buf_puts(t->b, t->warps ? "; /* one per lane, the same on every lane */"
		                        : "; /* one per thread, the same on every thread */");
		end_lanes(t, v->init_end ? vp->init : LANES_REGS);
	}
}

static void
emit_decl(Team *t, const TeamStmt *s)
{
	if (t->p->warp.lanes) {
		emit_lanes_decl(t, s);
		return;
	}
	begin_segment(t);
	close_guard(t);
	emit_line(t->b, t->u, s->begin);
	for (int i = 0; i < s->nvars; i++)
		if (!s->vars[i].vla_elem)
			shared_decl(t, &s->vars[i]);
	buf_puts(t->b, t->warps ? "/* one per team: its warp's */" : "/* one per team */");
	for (int i = 0; i < s->nvars; i++) {
		const TeamVar *v = &s->vars[i];
		if (v->vla_elem) {
			close_guard(t);
			buf_puts(t->b, "\n\t");
			emit_vla_decl(t, v);
			continue;
		}
		if (!v->init_end)
			continue;
		open_guard(t);
		emit_team_init(t, v);
	}
}

static void
emit_list(Team *t, const TeamStmt *s, int n)
{
	for (int i = 0; i < n; i++) {
		if (s == t->p->r->teams.stmts && t->p->win.nwindows && t->e->k->windows) {
			/* the team's windows of this statement (emit_window.c): every
			 * thread copies, after the team's writes before, and all read
			 * after */
			Buf w = {0};
			const char *ok = emit_window_loads(&w, t->p, i);
			if (ok) {
				end_segment(t);
				if (!t->synced)
					barrier(t);
				buf_puts(t->b, w.s);
				barrier(t);
				/* the statement twice: reading the windows, or as written */
				buf_printf(t->b, "\n\tif (%s) {", ok);
				const Emit *plain = t->e;
				Emit win = *plain; /* this copy reads the windows */
				win.windows = 1;
				t->e = &win;
				emit_stmt(t, &s[i]);
				end_segment(t);
				t->e = plain;
				buf_puts(t->b, "\n\t} else {");
				t->synced = 1;
				emit_stmt(t, &s[i]);
				end_segment(t);
				buf_puts(t->b, "\n\t}");
				continue;
			}
		}
		emit_stmt(t, &s[i]);
	}
	end_segment(t);
}

/* The wraps (Edit.wrap) of statement s, whose code this file prints in
 * parts (a control statement, a block, a parallel region): its opens
 * (close 0) or its closes, in their order, where every thread runs them.
 * A wrap of s begins with s or with its directive (a parallel region's). */
static void
emit_wraps(Team *t, const TeamStmt *s, int close)
{
	const Unit *u = t->u;
	const Edit **w = NULL;
	size_t n = 0, cap = 0;
	unsigned start = emit_stmt_start(u, t->p->r, t->p->r, s->begin);

	for (int i = 0; i < u->nedits && u->edits[i].begin <= s->begin; i++)
		if (u->edits[i].wrap && u->edits[i].end == s->end &&
		    (u->edits[i].begin == s->begin || u->edits[i].begin == start))
			VEC_PUSH(w, n, cap, &u->edits[i]);
	for (size_t i = 1; i < n; i++)
		for (size_t k = i; k > 0 && emit_wrap_order(w[k], w[k - 1], close) < 0; k--) {
			const Edit *x = w[k];
			w[k] = w[k - 1];
			w[k - 1] = x;
		}
	for (size_t i = 0; i < n; i++)
		buf_printf(t->b, "%s%s", close ? "" : "\n\t", close ? w[i]->close : w[i]->open);
}

/* A sub-statement of a control statement, in braces of its own. */
static void
emit_body(Team *t, const TeamStmt *s)
{
	int block = s->kind == TS_CONTROL && s->compound;

	if (block)
		emit_wraps(t, s, 0);
	buf_puts(t->b, "{");
	t->synced = 0;
	if (block)
		emit_list(t, s->kids, s->nkids);
	else
		emit_list(t, s, 1);
	buf_puts(t->b, "\n\t}");
	if (block)
		emit_wraps(t, s, 1);
}

static void
emit_control(Team *t, const TeamStmt *s)
{
	unsigned at = s->begin;

	end_segment(t);
	emit_wraps(t, s, 0);
	if (s->compound) {
		emit_line(t->b, t->u, s->begin);
		buf_puts(t->b, "{");
		emit_list(t, s->kids, s->nkids);
		buf_puts(t->b, "\n\t}");
		emit_wraps(t, s, 1);
		return;
	}
	for (int i = 0; i < s->nkids; i++) {
		/* up to the sub-statement's directive, if it has one */
		emit_code(t->b, t->e, t->p->r, at,
		          emit_stmt_start(t->u, t->p->r, t->p->r, s->kids[i].begin), CTX_TEAM);
		emit_body(t, &s->kids[i]);
		at = s->kids[i].end;
	}
	if (at < s->end)
		emit_code(t->b, t->e, t->p->r, at, s->end, CTX_TEAM);
	emit_wraps(t, s, 1);
	t->synced = 0;
}

static void
emit_stmt(Team *t, const TeamStmt *s)
{
	int who;

	switch (s->kind) {
	case TS_GUARDED:
		who = t->p->warp.lanes ? t->p->warp.stmts[s->id] : LANES_ONE;
		if (who == LANES_ONE)
			open_guard(t);
		else
			begin_lanes(t, who);
		if (who != LANES_ONE)
			buf_puts(t->b, t->warps ? "\n\t/* every lane: it only computes */"
			                        : "\n\t/* every thread: it only computes */");
		emit_code(t->b, t->e, t->p->r,
		          emit_stmt_start(t->u, t->p->r, t->p->r, s->begin), s->end, CTX_TEAM);
		end_lanes(t, who);
		break;
	case TS_DECL:
		emit_decl(t, s);
		break;
	case TS_JUMP:
		end_segment(t);
		emit_code(t->b, t->e, t->p->r, s->begin, s->end, CTX_TEAM);
		break;
	case TS_PARALLEL:
		end_segment(t);
		if (!t->synced)
			barrier(t);
		buf_puts(t->b, "\n");
		emit_wraps(t, s, 0);
		emit_inner(t->b, t->e, s->parallel);
		emit_wraps(t, s, 1);
		t->synced = 1;
		break;
	default:
		emit_control(t, s);
	}
}

/* Do statements s[0..n) hold a break or continue, by which threads may
 * leave them other than at their end? */
static int
has_jump(const TeamStmt *s, int n)
{
	for (int i = 0; i < n; i++)
		if (s[i].kind == TS_JUMP || has_jump(s[i].kids, s[i].nkids))
			return 1;
	return 0;
}

int
emit_teams(Buf *b, const Emit *e, int synced, size_t *tail)
{
	const Region *r = e->p->r;
	Team t = {b, e, e->u, e->p, synced, 0, 0, e->p->warp.warps, 0, 0};
	int vlas = 0;

	emit_list(&t, r->teams.stmts, r->teams.nstmts);
	/* the team's variable-length arrays (declared among these statements
	 * alone, frontend/teams.c) end here: every thread is done with them */
	for (int i = 0; i < r->teams.nstmts; i++)
		for (int k = 0; k < r->teams.stmts[i].nvars; k++) {
			const TeamVar *v = &r->teams.stmts[i].vars[k];
			if (!v->vla_elem)
				continue;
			if (!vlas++) {
				end_segment(&t);
				if (!t.synced)
					barrier(&t);
				open_guard(&t);
			}
			buf_printf(b, "\n\to2c_vla_%s.drop(); /* the end of '%s' */", v->name, v->name);
		}
	if (vlas)
		end_segment(&t);
	if (!t.synced || has_jump(r->teams.stmts, r->teams.nstmts))
		return 0;
	if (tail && t.barrier_end == b->len && b->len > 0)
		*tail = t.barrier_at;
	return 1;
}
