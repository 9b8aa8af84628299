/* Code generation: text only.  emit_cuda writes the .cu file of kernels,
 * emit_host the user's source with each target construct replaced by
 * runtime calls, plus a host fallback per region. */
#ifndef O2C_CODEGEN_H
#define O2C_CODEGEN_H

#include "plan.h"

/* emit_parts.c: the parts the .cu file is cut into, for nvcc processes
 * that run at once: n parts, of[i] the part of region i's kernels. */
typedef struct EmitParts {
	int n;
	int *of;
} EmitParts;
EmitParts emit_parts(const Unit *u, Plan **plans, int jobs);
/* The names of part k's fatbin and module: "" for part 0, "_<k>" */
const char *emit_part_suffix(int part);

/* The .cu file of part `part` of parts; every kernel with parts NULL. */
void emit_cuda(const Unit *u, Plan **plans, const EmitParts *parts, int part, Buf *out);
/* emit_access.c */
void emit_access_device(Buf *b, const Unit *u);
void emit_access_host(Buf *b, const Unit *u, unsigned func);
/* fatbin_header: the file, beside the host file, that defines o2c_fatbin
 * (and o2c_fatbin_<k> for each further part of parts; one with parts
 * NULL). */
void emit_host(const Unit *u, Plan **plans, const EmitParts *parts, const char *fatbin_header,
               Buf *out);
/* Does the unit have kernels (and so need nvcc and a module)? */
int emit_has_kernels(const Unit *u);

/* emit_common.c */
void emit_line(Buf *b, const Unit *u, unsigned at);
void emit_source(Buf *b, const Unit *u, unsigned begin, unsigned end);
void emit_kept_source(Buf *b, const Unit *u, unsigned begin, unsigned end);
void emit_device_source(Buf *b, const Unit *u, unsigned begin, unsigned end);
/* The same but for the wraps of statements (Edit.wrap): a piece of region
 * code, whose printer prints them (emit_code_at). */
void emit_device_piece(Buf *b, const Unit *u, unsigned begin, unsigned end);
/* The order of two wraps' closes (close 1) or opens at one offset */
int emit_wrap_order(const Edit *a, const Edit *b, int close);
/* The same with extra replacements (Edit.text), which win over a unit's
 * edit at the same offset (codegen/emit_pivots.c's registers). */
void emit_device_source_with(Buf *b, const Unit *u, unsigned begin, unsigned end, const Edit *extra,
                             int nextra);
const char *emit_index_at(const IndexForm *f, const char *q);
/* emit_compare.c: prints [begin, end) of the user's text with a
 * printer's edits */
typedef void EmitPiece(Buf *b, const void *ctx, unsigned begin, unsigned end);
void emit_atomic_host(Buf *b, const Unit *u, const Atomic *a, EmitPiece *print, const void *ctx);
int emit_private_used(const Unit *u, const Region *r, const Var *v);
const char *emit_red_op(const Reduction *red);
const char *emit_red_identity(const Reduction *red, const char *type, const char *ref);
extern const char *const emit_arg_names[];
/* part: the kernel region's part (emit_parts), whose module it names */
void emit_fallback(Buf *b, const Unit *u, const Plan *p, int part);

/* emit_atomic.c: p NULL in a function compiled for the device */
/* An atomic construct's parts as device code says them (emit_common.c). */
typedef struct AtomicText {
	const char *x, *e, *v;
} AtomicText;
AtomicText emit_atomic_text(const Unit *u, const Atomic *a);
void emit_atomic(Buf *b, const Plan *p, const Atomic *a, const AtomicText *t);

/* emit_instance.c */
void emit_instance_open(Buf *b, const Unit *u, const Instance *in, int first);
const Unit *emit_instance_unit(const Unit *u, const Instance *in);
void emit_instance_close(Buf *b, const Instance *in);
void emit_instance_declare(Buf *b, const Plan *p);
const char *emit_fallback_signature(const Plan *p, int ns);
void emit_fallback_declare(Buf *b, const Plan *p);
const char *emit_desc_ref(const Plan *p);
const char *emit_desc_pick(const Plan *p);
void emit_instance_branch(Buf *b, const Region *r, int first);
void emit_instance_branch_end(Buf *b);
void emit_instance_end(Buf *b, const Region *r);
void emit_target_call(Buf *b, const Unit *u, const Plan *p);
void emit_host_inits(Buf *b, const Region *r);
const char *emit_task_flags(const Plan *p);
void emit_depends(Buf *b, const Region *r, const char *indent);
const char *emit_depend_args(const Region *r);
void emit_depend_wait(Buf *b, const Region *r);
void emit_copy_refs(Buf *b, const Unit *u, const Region *in);
void emit_copies_open(Buf *b, const Unit *u, const Region *in);
void emit_first_copies(Buf *b, const Unit *u, const Region *in);
int emit_maps(Buf *b, const Plan *p, const char *array, const char *indent);
void emit_strided(Buf *b, const Plan *p, const char *guard, const char *call, const char *args);
/* Which signature: kernel k's (a line of Plan.kernels, with the claims
 * it carries), or with k NULL the host fallback's. */
const char *emit_param(const Param *prm, const PlanKernel *k);
/* A lastprivate array (not firstprivate on the target construct, whose
 * copy would be lost anyway): the parameter o2c_arr_<name> points to
 * where the last iteration's copy goes, and the name is each thread's
 * copy. */
#define emit_last_array(prm) ((prm)->last && (prm)->var->kind == VAR_ARRAY && !(prm)->fp)
#define emit_red_array(prm) ((prm)->red && (prm)->var->kind == VAR_ARRAY)
/* A reduction of a section of a pointer: in a kernel, the parameter
 * o2c_arr_<name> points to the device's storage, and the name to each
 * thread's copy of the section (the host fallback takes the pointer as it
 * is, and the host's OpenMP the clause). */
#define emit_red_pointer(prm) ((prm)->red && (prm)->var->kind == VAR_POINTER)
void emit_params(Buf *b, const Plan *p, const PlanKernel *k);

/* What the printers of one kernel share, passed down by const pointer:
 * the unit, every plan, the kernel region's plan, the kernel being
 * printed (its line of Plan.kernels, which says what its code carries),
 * the printer of region code (emit_code_at: a printer that emit_code_at
 * dispatches to calls it through this pointer, not by name), and where
 * in the kernel the printer is.  A printer that enters such a place
 * passes a copy with the field set. */
typedef struct Emit Emit;
typedef void EmitCode(Buf *b, const Emit *e, const Region *scope, unsigned begin, unsigned end,
                      int ctx, int mode);
struct Emit {
	const Unit *u;
	Plan **plans;
	const Plan *p;
	const PlanKernel *k;
	EmitCode *code;
	const Plan *preloading; /* the parallel loop whose iterations the
	                           second pass of emit_preload_loops prints:
	                           its preloaded loads read o2c_pre<k>[] */
	int windows;            /* the copy of a windowed statement that reads
	                           the team's windows (emit_teams.c) */
};

/* emit_code.c: region code for kernels.  Its context (CTX_*, the plan's
 * ctx: lowering/team.c) says which team runs it, and so how barriers,
 * single and masked constructs and nested parallel regions are compiled;
 * device API calls are compiled as the kernel's plan says (Plan.apis).
 * How emit_code_at prints it: as written, or with any of the plan's row
 * reads from shared memory, its table reads from the table's copy there,
 * the kernel_lanes's changes.  Printers call it through Emit.code. */
enum { CODE_PLAIN = 0, CODE_STAGED = 1, CODE_LANES = 2, CODE_TABLE = 4, CODE_COLS = 8 };
void emit_code_at(Buf *b, const Emit *e, const Region *scope, unsigned begin, unsigned end,
                  int ctx, int mode);
const char *emit_lock_name(const char *critical);
static inline void
emit_code(Buf *b, const Emit *e, const Region *scope, unsigned begin, unsigned end, int ctx)
{
	e->code(b, e, scope, begin, end, ctx, CODE_PLAIN);
}
/* The kernel's loop body: where the kernel copies the table into shared
 * memory (PlanKernel.table), its table reads from the copy, and where
 * staged, the loads of the plan's rows_reads reading the thread's row in
 * shared memory, o2c_row (codegen/emit_rows.c). */
static inline void
emit_code_main(Buf *b, const Emit *e, unsigned begin, unsigned end, int staged)
{
	e->code(b, e, e->p->r, begin, end, e->p->team.ctx,
	        (staged ? CODE_STAGED : CODE_PLAIN) | (e->k->table ? CODE_TABLE : CODE_PLAIN));
}
/* The region's code with the kernel_lanes's changes (emit_lanes.c). */
static inline void
emit_code_lanes(Buf *b, const Emit *e, unsigned begin, unsigned end)
{
	e->code(b, e, e->p->r, begin, end, e->p->team.ctx, CODE_LANES);
}
/* emit_common.c: where the code of a statement of scope starting at
 * begin starts (before the directives of constructs it is the
 * statement of). */
unsigned emit_stmt_start(const Unit *u, const Region *r, const Region *scope, unsigned begin);
/* emit_loop.c: names of one loop nest's variables: the kernel's own
 * loop (32-bit in a kernel_narrow), or the loop of a parallel for nested
 * in a teams region (32-bit where its plan is INDEX_U32). */
typedef struct Nest {
	const char *n;     /* trip count of loop i: <n><i> */
	const char *trip;  /* of the whole nest */
	const char *iv;    /* the collapsed index */
	const char *rest;  /* what is left of it while recovering indices */
	const char *type;  /* of all four: unsigned in Plan.narrow.kernel */
	int narrow;        /* Plan.narrow.kernel's (counts checked to fit) */
	int stepped;       /* and its indices stepped (LoopPlan.stepped) */
	int batch;         /* Plan.chain.batch.kernel's: a block's threads
	                      in rows of o2c_batch_count (LoopPlan.batch) */
} Nest;
extern const Nest emit_kernel_nest, emit_narrow_nest, emit_stepped_nest, emit_inner_nest,
    emit_inner_narrow_nest, emit_batch_nest;
/* Before a nest's loop, its trip counts and lastprivate flag; at the
 * start of an iteration, its indices, linear items and private
 * variables; the loop with both (returns the braces it opened) and its
 * end. */
void emit_loop_prelude(Buf *b, const Plan *p, const Nest *x, const char *in);
void emit_flat_grid_counts(Buf *b, const Plan *p, int fast, const char *in);
/* emit_pivots.c: a chain's kernel_pivots or kernel_below after its
 * signature (lowering/pivots.c); a chain kernel's copies of its
 * arguments, and their values in its iteration o2c_c. */
void emit_pivots_body(Buf *b, const Emit *e);
void emit_chain_copies(Buf *b, const Plan *p);
void emit_chain_iteration(Buf *b, const Plan *p, const char *in, int unused);
/* emit_steps.c: a kernel_steps' code after its signature, and the host
 * code that launches it (lowering/steps.c). */
void emit_steps_body(Buf *b, const Unit *u, const Plan *p);
void emit_steps_call(Buf *b, const Plan *p, int nargs);
void emit_indices(Buf *b, const Plan *p, const Nest *x, const char *in);
void emit_iteration(Buf *b, const Unit *u, const Plan *p, const Nest *x, const char *in);
int emit_loop_head(Buf *b, const Unit *u, const Plan *p, const Nest *x, const char *in);
void emit_loop_tail(Buf *b, int depth, const char *in);
/* The same for the kernel's nest, and with 32-bit iteration numbers,
 * checked (Plan.narrow.kernel's). */
void emit_kernel_prelude(Buf *b, const Plan *p, const char *in);
void emit_kernel_iteration(Buf *b, const Unit *u, const Plan *p, const char *in);
void emit_narrow_prelude(Buf *b, const Plan *p, const char *in);
void emit_narrow_iteration(Buf *b, const Unit *u, const Plan *p, const char *in);
/* The value lastprivate item v's original gets from the last iteration. */
const char *emit_last_value(const Region *r, const char *v);
/* emit_lanes.c: a kernel_lanes (Plan.inner.kernel), and its inner loop. */
void emit_lanes_loop(Buf *b, const Emit *e);
void emit_lanes_inner(Buf *b, const Unit *u, const Plan *p);
/* emit_rows.c: a kernel whose blocks stage their rows in shared memory
 * (Plan.rows), and a load they serve. */
void emit_rows_loop(Buf *b, const Emit *e);
/* codegen/emit_cols.c: the iteration's own column in registers. */
unsigned emit_cols_next(const Plan *p, unsigned at, unsigned next, const ColAccess **own,
                        const ColLoop **loop);
void emit_cols_access(Buf *b, const Unit *u, const Plan *p, const ColAccess *x);
void emit_cols_loop_head(Buf *b, const Unit *u, const Plan *p, const ColLoop *l);
void emit_cols_body(Buf *b, const Emit *e, unsigned begin, unsigned end, int mode);
void emit_row_read(Buf *b, const Unit *u, const RowRead *rd);
void emit_inner(Buf *b, const Emit *e, const Region *in);
/* emit_window.c: a team's windows (Plan.win.windows): the copies of those of
 * team statement stmt (how many), and their accesses. */
const char *emit_window_loads(Buf *b, const Plan *p, int stmt);
int emit_window_param(const Plan *p, const Param *prm); /* emit_common.c */
const WinAccess *emit_window_access_at(const Emit *e, unsigned at, unsigned next,
                                       const PlanWindow **pw);
void emit_window_read(Buf *b, const PlanWindow *pw, const WinAccess *x);
void emit_window_write_head(Buf *b, const PlanWindow *pw);
void emit_window_write_tail(Buf *b, const Unit *u, const PlanWindow *pw, const WinAccess *x);
/* emit_tile.c: a tiled matrix product's check and loop, and the
 * untiled loop's "else" around what the caller emits between open and
 * close; the check's helper, once in a file that needs it. */
void emit_tile_open(Buf *b, const Emit *e);
void emit_tile_close(Buf *b);
void emit_tile_helper(Buf *b, Plan **plans, int n);
/* emit_single.c: single, masked and master constructs. */
void emit_single(Buf *b, const Emit *e, const Region *in, int ctx);
/* emit_task.c: task, taskloop and taskgroup constructs, run in place. */
void emit_task(Buf *b, const Emit *e, const Region *in, int ctx);
/* emit_sched.c: the loop of a thread over a collapsed loop nest's index,
 * as a plan's LoopPlan says; the host's schedule clause. */
int emit_sched_loop(Buf *b, const LoopPlan *l, const char *iv, const char *trip, const char *in);
/* A thread's number in the grid and the grid's threads in 32-bit
 * arithmetic, as the narrow kernel's grid-stride loop takes them. */
#define EMIT_GRID_THREAD_U32 "blockIdx.x * blockDim.x + threadIdx.x"
#define EMIT_GRID_THREADS_U32 "gridDim.x * blockDim.x"
const char *emit_schedule_clause(const Schedule *s);
/* emit_teams.c: the sequential part of a teams region, r->teams.stmts; synced:
 * every thread has just passed a barrier (or nothing ran before).  Returns
 * whether every thread has just passed one at its end, the only way out
 * of it (no break or continue leaves it before); then, where that barrier
 * is the last text it wrote and tail is not NULL, *tail is the offset in
 * b where the barrier's text begins. */
int emit_teams(Buf *b, const Emit *e, int synced, size_t *tail);

#endif
