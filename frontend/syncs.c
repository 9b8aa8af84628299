/* Barrier, critical and flush constructs inside kernel regions (OpenMP
 * 5.2 15.3.1 barrier, 15.2 critical, 15.8.5 flush).  A flush, with or
 * without a list or memory order, is a fence over all of device memory:
 * __threadfence(), sequentially consistent, at least what any flush
 * asks.  A barrier must be one of a parallel
 * region nested in a teams region, where a team is a CUDA block and the
 * barrier is __syncthreads(); a critical construct may be anywhere in a
 * kernel region, and the kernel holds a lock in device memory, one per
 * critical name, while its statement runs.  The host fallback leaves
 * both to the host's OpenMP.
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

/* critical [(name)]: the name, "" for none, or NULL after an error. */
static const char *
critical_name(Ctx *c, const Pragma *p)
{
	const char *s = cx_text(c, p->clauses_at, p->text_end), *e;
	unsigned at = p->clauses_at;

	while (*s && isspace((unsigned char)*s))
		s++, at++;
	if (!*s)
		return "";
	if (*s == '(' && (e = strchr(s, ')'))) {
		const char *name = s + 1;
		while (name < e && isspace((unsigned char)*name))
			name++;
		size_t n = 0;
		while (name + n < e && (isalnum((unsigned char)name[n]) || name[n] == '_'))
			n++;
		const char *rest = name + n;
		while (rest < e && isspace((unsigned char)*rest))
			rest++;
		if (n && rest == e) {
			for (e++; *e && isspace((unsigned char)*e); e++)
				;
			if (!*e)
				return arena_strndup(name, n);
		}
	}
	diag_error(cx_loc(c, at), "'#pragma omp critical %s' is not supported yet: only a name in "
	                          "parentheses", s);
	return NULL;
}

static void
critical_read(Ctx *c, Region *r, const Pragma *p, size_t *cap)
{
	Sync s = {0};
	Node *stmt = scan_stmt_after(c, p->end);
	int cond;

	s.loc = cx_loc(c, p->begin);
	s.kind = SYNC_CRITICAL;
	if (!(s.name = critical_name(c, p)))
		return;
	if (!stmt || stmt->begin != cx_code_after(c, p->end, &cond) || cond) {
		diag_error(s.loc, "the statement of '#pragma omp critical' must follow it, written out "
		                  "(not expanded from a macro, no preprocessor lines between)");
		return;
	}
	s.begin = p->begin;
	s.body_begin = stmt->begin;
	s.end = s.body_end = cx_stmt_end(c, stmt->cursor);
	VEC_PUSH(r->dev.syncs, r->dev.nsyncs, *cap, s);
}

/* The barrier or critical construct at pragma p inside kernel region r;
 * in is the innermost region around it (r, or a region nested in r). */
void
syncs_read(Ctx *c, Region *r, Region *in, const Pragma *p, size_t *cap)
{
	Sync s = {0};

	if (!strcmp(p->name, "critical")) {
		critical_read(c, r, p, cap);
		return;
	}
	s.loc = cx_loc(c, p->begin);
	s.name = "";
	s.begin = s.body_begin = p->begin;
	s.end = s.body_end = p->end;
	if (!strcmp(p->name, "taskwait")) {
		/* tasks in kernel regions run in place (frontend/tasks.c):
		 * every task has completed when a taskwait is met */
		s.kind = SYNC_TASKWAIT;
		VEC_PUSH(r->dev.syncs, r->dev.nsyncs, *cap, s);
		return;
	}
	if (!strcmp(p->name, "flush")) {
		s.kind = SYNC_FLUSH;
		VEC_PUSH(r->dev.syncs, r->dev.nsyncs, *cap, s);
		return;
	}
	if (!in || in->dir != DIR_PARALLEL) {
		diag_error(s.loc, "'#pragma omp barrier' outside a '#pragma omp parallel' region "
		                  "nested in '#pragma omp target teams' is not supported yet");
		return;
	}
	s.kind = SYNC_BARRIER;
	in->dev.has_barrier = 1;
	VEC_PUSH(r->dev.syncs, r->dev.nsyncs, *cap, s);
}
