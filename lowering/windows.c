/* A team's windows in shared memory: whether each team of a teams
 * distribute loop copies the box of an array its parallel loops work on
 * (frontend/windows.c, Region.win.windows) into shared memory as the
 * statement that accesses it starts, reads the copy there and writes
 * both the copy and global memory (Plan.win.windows; codegen/emit_window.c
 * prints it).
 *
 * nw's tile of the score matrix: each step of a team's wavefront reads
 * what its step before stored, from global memory, 32 lanes each in its
 * own row (a cache line each); from shared memory the step waits a few
 * cycles instead of a round trip.  The copy holds what global memory
 * holds for every element the team reads:
 *   - when the statement starts, every element of the box is copied;
 *   - the team's own stores go to both, so its later reads see them (its
 *     barriers order its lanes' accesses to shared memory as they did
 *     to global memory);
 *   - no other team writes an element this team reads while the kernel
 *     runs: OpenMP gives teams no way to wait for one another, so such a
 *     write would be a data race, which a conforming program has none of
 *     (the frontend takes no window in a kernel that names a global
 *     pointer, nor of an array it cannot follow; lowering/names.c
 *     answers whether another name may reach it; the runtime passes no
 *     memory range where another pointer argument, an is_device_ptr
 *     one's device address included, lies in the array's allocation, or
 *     the array lies in a declare target variable the code names, and
 *     the kernel then reads global memory);
 *   - elements of the box the team does not read may hold anything; the
 *     team never writes them back.
 * Rows of the copy are the program's pitch apart in global memory, so
 * the runtime-checked pitch >= cols keeps elements of the box distinct;
 * only elements in the array's mapped range are copied (the runtime
 * passes it), so the copy reads nothing the program could not.
 */
#include "plan.h"

/* Why the kernel cannot have windows, or NULL. */
static const char *
kernel_why(const Plan *p)
{
	const Region *r = p->r;

	if (!p->opts->windows)
		return lower_off(p, "team-windows");
	if (p->shape.kind != KERNEL_TEAM_LOOP || !r->teams.nested)
		return "not a teams distribute loop with parallel loops";
	if (!r->win.nwindows)
		return r->win.why ? r->win.why : "no array its parallel loops access in a box";
	return NULL;
}

/* Why window w cannot be copied, or NULL. */
static const char *
window_why(const Unit *u, const Plan *p, const Window *w)
{
	const Param *a = plan_param(p, w->var);
	const char *why;
	int checked;

	if (!a || a->ref || a->fp || a->device_ptr)
		return "not an array the kernel reaches through a mapped pointer";
	if ((why = lower_other_names(p, a, &checked)) && !checked)
		return arena_printf("another name may reach its memory: %s", why);
	for (int i = 0; i < p->r->ncaps; i++)
		if (p->r->caps[i] == w->var && p->r->access[i].escape)
			return arena_printf("the analysis cannot follow it (%s)", p->r->access[i].escape);
	int reads = 0;
	for (int i = 0; i < w->nacc; i++)
		reads += !w->acc[i].write;
	if (!reads)
		return "only written: a copy would save no load";
	if (w->rows * w->cols < 32)
		return arena_printf("%lld element(s): a cache line or two hold them", w->rows * w->cols);
	if (w->rows < 1 || w->cols < 1 || w->rows > 4096 || w->cols > 4096)
		return arena_printf("%lld x %lld elements", w->rows, w->cols);
	for (int i = 0; i < w->nacc; i++) {
		const WinAccess *x = &w->acc[i];
		if (!x->write)
			why = lower_copy_access_why(u, p, x->begin, x->end, x->index_begin, x->index_end, 1);
		else if (!(why = lower_copy_access_why(u, p, x->begin, x->end, x->index_begin,
		                                       x->index_end, 1)))
			why = lower_copy_access_why(u, p, x->end, x->stmt_end, x->value_begin,
			                            x->value_end, 1);
		if (why)
			return arena_printf("at %u:%u: %s", x->loc.line, x->loc.col, why);
	}
	return NULL;
}

/* How a team's threads copy window pw: a lane of a warp with all its
 * loads in flight before its stores (registers: one each, at most
 * ALL_IN_FLIGHT), where a loop of batches would wait for each batch;
 * else the team's threads in batches of 8 (a large box, or a team of a
 * block, whose thread count the kernel learns at launch). */
enum { ALL_IN_FLIGHT = 64 };

static void
copy_strategy(const Plan *p, PlanWindow *pw)
{
	long long k = (pw->w->rows * pw->w->cols + 31) / 32;

	if (p->warp.warps && k <= ALL_IN_FLIGHT) {
		pw->in_flight = k;
		pw->copy_why = arena_printf("each lane's %lld load(s) in flight before its stores", k);
	} else
		pw->copy_why = p->warp.warps ? arena_printf("batches of 8: %lld loads a lane, more than %d "
		                                       "registers hold",
		                                       k, ALL_IN_FLIGHT)
		                        : "batches of 8: a team of a block, whose threads the kernel "
		                          "learns at launch";
}

void
lower_windows(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	const char *no, *first_no = NULL, *globals;
	long long teams = p->warp.warps > 0 ? p->warp.warps : 1, total = 0;
	Buf b = {0};

	if (!dir_has_kernel(r->dir) || p->shape.kind != KERNEL_TEAM_LOOP)
		return;
	if ((no = kernel_why(p))) {
		p->win.why = arena_printf("none: %s", no);
		return;
	}
	p->win.windows = arena_alloc((size_t)r->win.nwindows * sizeof *p->win.windows);
	for (int i = 0; i < r->win.nwindows; i++) {
		const Window *w = &r->win.windows[i];
		PlanWindow pw = {.w = w, .pitch = w->cols};
		if (w->odd != (int)(w->cols & 1))
			pw.pitch = w->cols + 1;
		pw.bytes = w->rows * pw.pitch * w->elem_size;
		if (!(no = window_why(u, p, w)) && p->win.nwindows == O2C_MAX_WINDOWS)
			no = "the kernel has as many windows as it may";
		if (!no && total + teams * pw.bytes > O2C_WINDOW_BYTES)
			no = arena_printf("%lld bytes a block, more than %d", total + teams * pw.bytes,
			                  O2C_WINDOW_BYTES);
		if (no) {
			if (!first_no)
				first_no = arena_printf("'%s' at %u:%u: %s", w->var->name, w->loc.line,
				                        w->loc.col, no);
			continue;
		}
		total += teams * pw.bytes;
		copy_strategy(p, &pw);
		p->win.windows[p->win.nwindows++] = pw;
		buf_printf(&b, "%s'%s' (%lld x %lld, pitch %lld, %d access(es)%s)",
		           p->win.nwindows > 1 ? ", " : "", w->var->name, w->rows, w->cols, pw.pitch,
		           w->nacc, w->writes ? ", written" : "");
	}
	if (!p->win.nwindows) {
		p->win.why = arena_printf("none: %s%s%s", first_no, r->win.why ? "; " : "",
		                              r->win.why ? r->win.why : "");
		return;
	}
	globals = lower_globals_why(p);
	p->alias.globals |= globals != NULL;
	p->win.why = arena_printf(
		"%s: each team copies the box of elements its parallel loops access around its row "
		"and column into shared memory as the statement starts, reads it there and writes "
		"both (else global memory: another pointer argument in the same allocation%s, a pitch "
		"shorter than the box, OMP2CUDA_TEAM_WINDOWS=off)%s%s",
		b.s, globals ? arena_printf(" or in a declare target variable: %s", globals) : "",
		first_no || r->win.why ? "; not " : "",
		first_no ? first_no : r->win.why ? r->win.why : "");

}
