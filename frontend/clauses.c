/* Decodes the clauses of a supported directive into the Region: map list
 * items (map_items.c), collapse, private and firstprivate lists,
 * reductions, num_teams and thread_limit, depend items (15.9.5).
 *
 * Expressions stay source text: they are copied into generated host code,
 * where the user's macros and declarations give them meaning.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pieces.h"

/* The variable a clause names at file offset `at`. */
Var *
clause_var(Ctx *c, Region *r, const char *name, unsigned at)
{
	Loc loc = cx_loc(c, at);
	Decl *d = scan_lookup(c, name, r->pragma_begin);

	if (!strncmp(name, "o2c_", 4)) {
		/* the host code's own names: map(o2c_maps[0:n]) would take
		 * the address of the generated map list */
		diag_error(loc, "'%s' in a clause: names beginning with 'o2c_' are reserved for omp2cuda",
		           name);
		return NULL;
	}
	if (!d) {
		diag_error(loc, "'%s' is not a variable declared in this file", name);
		return NULL;
	}
	return captures_var(c, d, loc);
}

/* Where the section colon of a subscript's text is: a ':' outside
 * parentheses and brackets that no '?' pairs with; -1 for none. */
static long
section_colon(Piece p)
{
	int depth = 0, quest = 0;

	for (size_t i = 0; i < p.n; i++) {
		char ch = p.s[i];
		if (ch == '(' || ch == '[' || ch == '{')
			depth++;
		else if (ch == ')' || ch == ']' || ch == '}')
			depth--;
		else if (depth == 0 && ch == '?')
			quest++;
		else if (depth == 0 && ch == ':' && quest > 0)
			quest--;
		else if (depth == 0 && ch == ':')
			return (long)i;
	}
	return -1;
}

/* A depend list item with each array section [lo:len] (or [:len], [lo:],
 * [:]) as the subscript of its first element, [lo] or [0]: an lvalue
 * whose address is the location the item names (OpenMP 5.2 15.9.5 list
 * items are storage locations, and a section's is where it begins). */
static const char *
depend_first(Piece it)
{
	char *out = arena_alloc(2 * it.n + 1), *o = out;
	size_t i = 0;

	while (i < it.n) {
		size_t close = i + 1;
		int depth = 1;
		if (it.s[i] != '[') {
			*o++ = it.s[i++];
			continue;
		}
		for (; close < it.n && depth > 0; close++)
			depth += (it.s[close] == '[' || it.s[close] == '(') -
			         (it.s[close] == ']' || it.s[close] == ')');
		Piece sub = {it.s + i + 1, it.at + (unsigned)i + 1, close - i - 2};
		long colon = depth == 0 ? section_colon(sub) : -1;
		if (colon < 0) {
			memcpy(o, it.s + i, close - i);
			o += close - i;
		} else {
			Piece lo = trim((Piece){sub.s, sub.at, (size_t)colon});
			o += sprintf(o, "[%.*s]", lo.n ? (int)lo.n : 1, lo.n ? lo.s : "0");
		}
		i = close;
	}
	*o = 0;
	return out;
}

/* depend([modifier,] type: locator-list) of a target construct (OpenMP
 * 5.2 15.9.5): the items, with their addresses, for the runtime's
 * dependence table. */
static void
decode_depend(Ctx *c, Region *r, const Clause *cl, size_t *cap)
{
	static const char *const types[] = {"in",       "out",     "inout", "mutexinoutset",
	                                    "inoutset", "depobj"};
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2], items[256];
	int type = -1, n;

	r->depend = 1;
	if (split(all, ':', parts, 2) != 2 || !parts[1].n) {
		diag_error(cl->loc, "depend clause '%s' is not supported yet", cl->args);
		return;
	}
	if (memchr(parts[0].s, ',', parts[0].n) || memchr(parts[0].s, '(', parts[0].n)) {
		diag_error(cx_loc(c, parts[0].at), "depend clause modifiers ('%s') are not supported "
		           "yet", str(parts[0]));
		return;
	}
	for (int t = 0; t < 6; t++)
		if (word_is(parts[0], types[t]))
			type = t;
	if (type < 0) {
		diag_error(cx_loc(c, parts[0].at), "depend(%s: ...) is not supported yet",
		           str(parts[0]));
		return;
	}
	n = split(parts[1], ',', items, 256);
	if (n > 256) {
		diag_error(cl->loc, "more than 256 list items in one depend clause");
		return;
	}
	for (int i = 0; i < n; i++) {
		Depend d = {cx_loc(c, items[i].at), type, str(items[i]), NULL};
		if (type == DEP_DEPOBJ) {
			d.addr = d.text;
			VEC_PUSH(r->depends, r->ndepends, *cap, d);
			continue;
		}
		if (word_is(items[i], "omp_all_memory")) {
			diag_error(d.loc, "depend on 'omp_all_memory' is not supported yet");
			continue;
		}
		d.addr = depend_first(items[i]);
		VEC_PUSH(r->depends, r->ndepends, *cap, d);
	}
}

/* Capacities of a region's variable lists as decode_list fills them. */
typedef struct Lists {
	size_t priv, fp, shared, copy, team;
} Lists;

/* private(a) on a parallel, worksharing, single, masked or scope
 * construct nested in a kernel region, of an array declared outside the
 * kernel region: the host fallback receives the array as a pointer,
 * which the host's clause would privatize as one, and declares each
 * thread's array at the start of the construct's block instead
 * (codegen/emit_region.c), so the statement must be a block and the
 * construct not a loop. */
static int
private_array_ok(Ctx *c, const Region *r, const Var *v, unsigned at)
{
	const Region *k = r;
	Decl *d = scan_lookup(c, v->name, at);

	if ((dir_shape[r->dir] != SHAPE_INNER && dir_shape[r->dir] != SHAPE_SINGLE) ||
	    dir_is_task(r->dir) || v->kind != VAR_ARRAY || !d)
		return 1;
	while (k && !dir_has_kernel(k->dir))
		k = k->parent;
	if (!k || d->at >= k->stmt_begin)
		return 1;
	if ((r->dir == DIR_PARALLEL || dir_shape[r->dir] == SHAPE_SINGLE) &&
	    r->stmt_begin < c->u->len && c->u->src[r->stmt_begin] == '{')
		return 1;
	diag_error(cx_loc(c, at), "private(%s) of an array the target region receives is supported on "
	                          "a nested 'parallel', 'single', 'masked' or 'scope' whose statement "
	                          "is a { } block, not yet here",
	           v->name);
	return 0;
}

/* firstprivate(a) on a construct nested in a kernel region, of an array
 * declared outside the kernel region: the host fallback receives the
 * array as a pointer, which the host's clause would copy instead of the
 * array. */
static int
first_array_ok(Ctx *c, const Region *r, const Var *v, unsigned at)
{
	const Region *k = r;
	Decl *d = scan_lookup(c, v->name, at);

	if ((dir_shape[r->dir] != SHAPE_INNER && dir_shape[r->dir] != SHAPE_SINGLE) ||
	    dir_is_task(r->dir) || v->kind != VAR_ARRAY || !d)
		return 1;
	while (k && !dir_has_kernel(k->dir))
		k = k->parent;
	if (!k || d->at >= k->stmt_begin)
		return 1;
	diag_error(cx_loc(c, at), "firstprivate(%s) of an array the target region receives is not "
	                          "supported yet on '#pragma omp %s' nested in it: declare the copy "
	                          "in the region",
	           v->name, dir_spelling[r->dir]);
	return 0;
}

static void
decode_list(Ctx *c, Region *r, const Clause *cl, Lists *caps)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, items[256];
	int n = split(all, ',', items, 256);

	for (int i = 0; i < n && i < 256; i++) {
		if (ident_len(items[i]) != items[i].n) {
			diag_error(cx_loc(c, items[i].at), "'%s' in clause '%s' is not supported yet",
			           str(items[i]), clause_spelling[cl->kind]);
			continue;
		}
		Var *v = clause_var(c, r, str(items[i]), items[i].at);
		if (!v)
			continue;
		if (cl->kind == CL_SHARED) {
			VEC_PUSH(r->shareds, r->nshareds, caps->shared, v);
			continue;
		}
		if (cl->kind == CL_COPYPRIVATE) {
			VEC_PUSH(r->copyprivates, r->ncopyprivates, caps->copy, v);
			continue;
		}
		/* the copies of a single, and of a parallel or worksharing
		 * region nested in a kernel region, are made in device code,
		 * of device values */
		int device = dir_shape[r->dir] == SHAPE_SINGLE || dir_shape[r->dir] == SHAPE_INNER;
		if (cl->kind == CL_FIRSTPRIVATE && v->kind == VAR_POINTER && !device) {
			diag_error(cx_loc(c, items[i].at), "firstprivate of pointer '%s' is not "
			           "supported yet: map what it points to ('map(to: %s[0:n])'), or name a "
			           "device address in 'is_device_ptr'", v->name, v->name);
			continue;
		}
		if (cl->kind == CL_FIRSTPRIVATE && v->struct_array) {
			/* each copy's members would hold host addresses */
			diag_error(cx_loc(c, items[i].at), "firstprivate of '%s', an array of "
			           "structs with pointer members, is not supported yet: map it",
			           v->name);
			continue;
		}
		if (cl->kind == CL_FIRSTPRIVATE && v->declare_target && !device) {
			diag_error(cx_loc(c, items[i].at), "firstprivate of declare target variable '%s' "
			           "is not supported yet", v->name);
			continue;
		}
		if (v->vla) {
			/* CUDA C++ has no variable-length arrays to copy it into */
			diag_error(cx_loc(c, items[i].at), "%s of variable-length array '%s' is not "
			           "supported yet", clause_spelling[cl->kind], v->name);
			continue;
		}
		if (cl->kind == CL_PRIVATE && !private_array_ok(c, r, v, items[i].at))
			continue;
		if (cl->kind == CL_FIRSTPRIVATE && !first_array_ok(c, r, v, items[i].at))
			continue;
		/* private on the target construct alone of target parallel:
		 * one copy that the parallel region's threads share, which may
		 * start as any value, so as the host's (a team's firstprivate
		 * copy: lowering/lower.c) */
		if (cl->kind == CL_PRIVATE && !cl->target_alone)
			VEC_PUSH(r->privates, r->nprivates, caps->priv, v);
		else
			VEC_PUSH(r->firstprivates, r->nfirstprivates, caps->fp, v);
		if (cl->target_alone)
			VEC_PUSH(r->team_firsts, r->nteam_firsts, caps->team, v);
	}
}

/* Firstprivate arrays reach the kernel as arguments (by value), which
 * the kernel copies into a copy per thread (local memory, which the
 * driver sizes for the kernel's frame at launch) or per team (static
 * shared memory, at most 48 KiB a block): codegen/emit_cuda.c.  Kernel
 * parameters may take 32,764 bytes (CUDA 12.1 on sm_70 and later; the
 * architectures CUDA 13 builds for); 2 KiB of them are left to the
 * kernel's other parameters. */
#define FIRSTPRIVATE_MAX (32764 - 2048)

void
clauses_check_firstprivates(Region *r, Loc loc)
{
	long long bytes = 0;

	for (int i = 0; i < r->nfirstprivates; i++)
		if (r->firstprivates[i]->kind == VAR_ARRAY)
			bytes += r->firstprivates[i]->size;
	if (bytes > FIRSTPRIVATE_MAX)
		diag_error(loc, "firstprivate arrays of '#pragma omp %s' take %lld bytes: at most "
		           "%d are supported (they are passed as kernel arguments, which CUDA limits "
		           "to 32764 bytes); map the array and copy it in the region instead",
		           dir_spelling[r->dir], bytes, FIRSTPRIVATE_MAX);
}

static const char *const red_ops[] = {"+", "-", "*", "min", "max", "&", "|", "^", "&&", "||"};
static const int red_codes[] = {RED_ADD,  RED_ADD,  RED_MUL,  RED_MIN,  RED_MAX,
                                RED_BAND, RED_BOR,  RED_BXOR, RED_LAND, RED_LOR};

/* The operator of reduction([default,] op: list) (OpenMP 5.2 5.5.8) or
 * in_reduction(op: list) (5.5.10), as an index of red_ops, and its list
 * in *list; -1 after an error. */
static int
reduction_op(Ctx *c, const Region *r, const Clause *cl, Piece *list, int *task)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2], mod[2];
	const char *clause = clause_spelling[cl->kind];

	if (split(all, ':', parts, 2) != 2) {
		diag_error(cl->loc, "%s needs an operator: %s(op: list)", clause, clause);
		return -1;
	}
	*task = 0;
	if (split(parts[0], ',', mod, 2) == 2) {
		/* task: a kernel runs the construct's tasks in place, each on a
		 * thread of its team, so each task's contribution goes into that
		 * thread's copy (tasks.c), combined with the others at the end */
		*task = word_is(mod[0], "task") && cl->kind == CL_REDUCTION &&
		        (dir_is_parallel(r->dir) || r->dir == DIR_FOR || r->dir == DIR_TP ||
		         r->dir == DIR_TPF);
		if (!word_is(mod[0], "default") && !*task) {
			diag_error(cx_loc(c, mod[0].at), "%s modifier '%s' is not supported yet",
			           clause, str(mod[0]));
			return -1;
		}
		parts[0] = mod[1];
	}
	*list = parts[1];
	for (int i = 0; i < 10; i++)
		if (word_is(parts[0], red_ops[i]))
			return i;
	diag_error(cx_loc(c, parts[0].at), "%s operator '%s' is not supported yet", clause,
	           str(parts[0]));
	return -1;
}

/* Each thread's private copy of an array a reduction names lives in its
 * local memory (codegen/emit_cuda.c): arrays up to this size. */
#define RED_ARRAY_MAX 4096

/* The elements of v that section m covers, a contiguous range in
 * storage order (check_section has checked the shape): *lo and *len.  0
 * when a bound is not a constant or lies outside the array. */
static int
section_range(Ctx *c, const MapItem *m, long long *lo, long long *len)
{
	const Var *v = m->var;
	long long stride = 1;

	*lo = 0;
	*len = 1;
	for (int k = v->ndims; k-- > 0;) {
		long b = 0, n = v->dims[k];
		if (k < m->ndims && (!clause_constant(c, m->lo[k], &b) ||
		                     (m->len[k] && !clause_constant(c, m->len[k], &n))))
			return 0;
		if (k < m->ndims && !m->len[k])
			n = v->dims[k] - b;
		if (b < 0 || n < 1 || b + n > v->dims[k])
			return 0;
		*lo += b * stride;
		*len *= n;
		stride *= v->dims[k];
	}
	return 1;
}

/* An array in a reduction clause (OpenMP 5.2 5.5.5, 5.2.5): the whole
 * array, or a contiguous section of it with constant bounds, of
 * arithmetic elements, on a combined target loop construct (whose item
 * is mapped tofrom, 5.8.9, as arrays are by default).  Each thread of
 * the kernel reduces into a private copy of the array, and combines the
 * section's elements into the device copy with atomics at its end
 * (codegen/emit_cuda.c).  rest: the subscripts.  0 after an error. */
static int
reduction_array(Ctx *c, Region *r, const Clause *cl, Reduction *red, Piece rest)
{
	Var *v = red->var;
	MapItem m = {.loc = red->loc, .var = v, .text = red->item, .base = v->name};

	if (v->kind != VAR_ARRAY || v->vla || v->elem_arg > ARG_F64) {
		diag_error(red->loc, "reduction of '%s' of type '%s' is not supported yet: only "
		                     "arithmetic scalars and fixed-size arrays of them", red->item,
		           v->type);
		return 0;
	}
	if (!cl->on_target || dir_shape[r->dir] != SHAPE_LOOP) {
		diag_error(red->loc, "reduction of array '%s' is supported on combined target loop "
		                     "constructs only ('#pragma omp target teams distribute parallel "
		                     "for', 'target parallel for'), not yet on %s", red->item,
		           !cl->on_target ? "a construct nested in a target construct"
		                          : arena_printf("'#pragma omp %s'", dir_spelling[r->dir]));
		return 0;
	}
	if (v->size > RED_ARRAY_MAX) {
		diag_error(red->loc, "reduction of array '%s' of %lld bytes is not supported yet: "
		                     "each thread keeps a private copy of the array, of at most %d "
		                     "bytes", red->item, v->size, RED_ARRAY_MAX);
		return 0;
	}
	if (!map_section_dims(&m, rest)) {
		diag_error(red->loc, "reduction of '%s' is not supported yet: only variables and "
		                     "array sections 'a[lo:len]'", red->item);
		return 0;
	}
	if (!map_check_section(c, &m))
		return 0;
	if (!section_range(c, &m, &red->lo, &red->len)) {
		diag_error(red->loc, "reduction of array section '%s' is not supported yet: its "
		                     "bounds must be integer constants inside the array", red->item);
		return 0;
	}
	return 1;
}

/* A split combined construct, `target teams reduction(+: s)` around
 * `distribute parallel for reduction(+: s)`, fuses into one region whose
 * reduction is the combined construct's (OpenMP 5.2 17.2: a reduction on
 * a combined construct applies to its leaves): the same item with the
 * same operator on both lines is one reduction.  Another operator or
 * item for the same variable is an error. */
static int
repeated(const Region *r, const Reduction *red)
{
	for (int i = 0; i < r->nreductions; i++) {
		const Reduction *o = &r->reductions[i];
		if (o->var != red->var)
			continue;
		if (o->op != red->op || strcmp(o->item, red->item) || o->task != red->task)
			diag_error(red->loc, "reduction of '%s' here and at line %u with another "
			                     "operator or list item is not supported",
			           red->var->name, o->loc.line);
		return 1;
	}
	return 0;
}

static void
decode_reduction(Ctx *c, Region *r, const Clause *cl, size_t *cap)
{
	Piece list, items[256];
	int task, op = reduction_op(c, r, cl, &list, &task), n;

	if (op < 0)
		return;
	n = split(list, ',', items, 256);
	for (int i = 0; i < n && i < 256; i++) {
		Loc loc = cx_loc(c, items[i].at);
		size_t id = ident_len(items[i]);
		Piece rest = trim((Piece){items[i].s + id, items[i].at + id, items[i].n - id});
		Var *v;
		if (!id || (rest.n && rest.s[0] != '[')) {
			diag_error(loc, "reduction of '%s' is not supported yet: only variables and "
			                "array sections 'a[lo:len]'", str(items[i]));
			continue;
		}
		if (!(v = clause_var(c, r, arena_strndup(items[i].s, id), items[i].at)))
			continue;
		Reduction red = {loc, red_codes[op], red_ops[op], v, str(items[i]), 0, 0,
		                 cl->on_target, task};
		/* arithmetic types: the device combines those narrower than
		 * int as int (runtime/include/omp2cuda_device.h) */
		if ((v->kind != VAR_SCALAR || rest.n) && !reduction_array(c, r, cl, &red, rest))
			continue;
		if (v->kind == VAR_SCALAR && v->arg > ARG_F64) {
			diag_error(loc, "reduction of '%s' of type '%s' is not supported yet: only "
			                "arithmetic scalars and fixed-size arrays of them", v->name,
			           v->type);
			continue;
		}
		if (!repeated(r, &red))
			VEC_PUSH(r->reductions, r->nreductions, *cap, red);
	}
}

/* A map of the whole of v that the directive implies rather than lists:
 * a defaultmap behavior's (defaultmap.c), the tofrom map of an
 * in_reduction or lastprivate item. */
void
clauses_implicit_map(Region *r, Var *v, Loc loc, int type, size_t *cap)
{
	MapItem m = {.loc = loc, .type = type, .implicit = 1, .text = v->name, .var = v,
	             .base = v->name};

	VEC_PUSH(r->maps, r->nmaps, *cap, m);
}

/* in_reduction(op: list) on target, OpenMP 5.2 5.5.10: the target task
 * takes part in the task reduction of an enclosing taskgroup (or of a
 * reduction with the task modifier), with a private copy of each list
 * item that is mapped tofrom (13.8).  The host file makes the task
 * (codegen/emit_region.c), and the host's OpenMP runtime combines the
 * copies, so any operator and type the host compiler takes will do; the
 * kernel sees a mapped variable.  Scalars and fixed-size arrays; a
 * declare target variable would be the device's own, not the copy. */
static void
decode_in_reduction(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap)
{
	Piece list, items[256];
	int task, op = reduction_op(c, r, cl, &list, &task), n;

	if (op < 0)
		return;
	n = split(list, ',', items, 256);
	for (int i = 0; i < n && i < 256; i++) {
		Loc loc = cx_loc(c, items[i].at);
		Var *v;
		if (r->dir == DIR_KTASK || r->dir == DIR_KTASKLOOP) {
			/* a task run in place: the item names the encountering
			 * thread's copy of the task reduction around it (tasks.c) */
			size_t tcap = (size_t)r->ntask_in_reds;
			if ((v = clause_var(c, r, str(trim(items[i])), items[i].at)))
				VEC_PUSH(r->task_in_reds, r->ntask_in_reds, tcap, v);
			continue;
		}
		if (ident_len(items[i]) != items[i].n) {
			diag_error(loc, "in_reduction of '%s' is not supported yet: only variables, "
			                "named whole", str(items[i]));
			continue;
		}
		if (!(v = clause_var(c, r, str(items[i]), items[i].at)))
			continue;
		if (v->declare_target) {
			diag_error(loc, "in_reduction of declare target variable '%s' is not supported "
			                "yet", v->name);
			continue;
		}
		if (v->kind == VAR_POINTER || v->arg == ARG_RECORD) {
			diag_error(loc, "in_reduction of '%s' of type '%s' is not supported yet: only "
			                "arithmetic scalars and fixed-size arrays", v->name, v->type);
			continue;
		}
		Reduction red = {loc, red_codes[op], red_ops[op], v, v->name, 0, 0, cl->on_target, 0};
		VEC_PUSH(r->in_reductions, r->nin_reductions, *cap, red);
		clauses_implicit_map(r, v, loc, MAP_TOFROM, mapcap);
	}
}

static int
is_reduction(const Region *r, const Var *v)
{
	for (int i = 0; i < r->nreductions; i++)
		if (r->reductions[i].var == v)
			return 1;
	return 0;
}

/* lastprivate(list) on a combined loop construct (OpenMP 5.2 5.4.5,
 * 17.2), or on a worksharing loop nested in a target region (for, or
 * loop bound to a parallel region or a teams region: scalars): each item
 * is private to the threads, and the copy of the thread that runs the
 * sequentially last iteration comes back; on a combined
 * target construct the item is also mapped tofrom (5.8.9).  On a
 * construct nested in a target construct, target + teams distribute or
 * target teams + distribute, it is not: a scalar no clause maps is then
 * firstprivate on the target construct, and its last value goes to that
 * copy, which is lost (as gcc does).  Scalar variables and
 * fixed-size arrays; the loop's own iteration variable too (Loop.last:
 * its value after the loop is the last iteration's plus the step). */
static void
decode_lastprivate(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, items[256];
	int n = split(all, ',', items, 256);

	if (memchr(cl->args, ':', strlen(cl->args))) {
		diag_error(cl->loc, "lastprivate modifiers are not supported yet");
		return;
	}
	for (int i = 0; i < n && i < 256; i++) {
		Loc loc = cx_loc(c, items[i].at);
		Var *v;
		if (ident_len(items[i]) != items[i].n) {
			diag_error(loc, "'%s' in clause 'lastprivate' is not supported yet",
			           str(items[i]));
			continue;
		}
		if (!(v = clause_var(c, r, str(items[i]), items[i].at)))
			continue;
		if (v->kind == VAR_POINTER || v->declare_target) {
			diag_error(loc, "lastprivate of '%s' is not supported yet: only scalar variables "
			           "and fixed-size arrays", v->name);
			continue;
		}
		if (dir_shape[r->dir] == SHAPE_INNER && v->kind != VAR_SCALAR) {
			diag_error(loc, "lastprivate of array '%s' on a loop nested in a target region "
			           "is not supported yet: only scalar variables", v->name);
			continue;
		}
		VEC_PUSH(r->lastprivates, r->nlastprivates, *cap, v);
		if (cl->on_target) /* OpenMP 5.2 5.8.9 */
			clauses_implicit_map(r, v, loc, MAP_TOFROM, mapcap);
	}
}

/* linear(list[: step]) on a combined loop construct (OpenMP 5.0
 * 2.19.4.6; Region.linears): integer scalars the loop's body names, with
 * no modifier; the step an expression the kernel evaluates.  The clause
 * is on the target construct's line, and its items are also mapped
 * tofrom (as lastprivate's, OpenMP 5.2 5.8.9).  The loop's own variable is
 * lastprivate's case: one step past the last iteration after the loop. */
static void
decode_linear(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[3], items[256];
	int nparts = split(all, ':', parts, 3);
	const char *step = nparts == 2 ? str(trim(parts[1])) : "1";

	if (nparts > 2 || memchr(parts[0].s, '(', parts[0].n)) {
		diag_error(cl->loc, "linear modifiers are not supported yet");
		return;
	}
	int n = split(parts[0], ',', items, 256);
	for (int i = 0; i < n && i < 256; i++) {
		Piece it = trim(items[i]);
		Loc loc = cx_loc(c, it.at);
		Var *v;
		if (ident_len(it) != it.n) {
			diag_error(loc, "'%s' in clause 'linear' is not supported yet", str(it));
			continue;
		}
		if (!(v = clause_var(c, r, str(it), it.at)))
			continue;
		if (v->kind != VAR_SCALAR || v->arg < ARG_I8 || v->arg > ARG_U64 || v->declare_target) {
			diag_error(loc, "linear of '%s' is not supported yet: only integer variables",
			           v->name);
			continue;
		}
		if (!cl->on_target) {
			diag_error(loc, "linear on a loop construct nested in a target construct is not "
			           "supported yet: only on a combined one");
			continue;
		}
		Linear l = {loc, v, step};
		VEC_PUSH(r->linears, r->nlinears, *cap, l);
		clauses_implicit_map(r, v, loc, MAP_TOFROM, mapcap);
	}
}

/* Does a lastprivate or linear clause give v a copy per thread? */
static int
is_copied(const Region *r, const Var *v)
{
	for (int i = 0; i < r->nlastprivates; i++)
		if (r->lastprivates[i] == v)
			return 1;
	for (int i = 0; i < r->nlinears; i++)
		if (r->linears[i].var == v)
			return 1;
	return 0;
}

static int
is_atomic_target(const Region *r, const Var *v)
{
	for (int i = 0; i < r->natomics; i++)
		if (r->atomics[i].x_name && !strcmp(r->atomics[i].x_name, v->name))
			return 1;
	return 0;
}

/* A scalar a parallel loop region maps from the device, not a reduction
 * or updated atomically: the loop's threads share it (OpenMP 5.2 5.1.1:
 * shared in the parallel leaf), so the kernel names its one device copy
 * for every read and write (r->loop_shared).  A write by several threads
 * of different values is a race, the program's; every thread setting
 * the same flag, or one iteration writing, comes back as written, as
 * with gcc and clang.  Checked once the region's atomics are read. */
void
clauses_check_scalars(Region *r)
{
	size_t cap = (size_t)r->nloop_shared;

	for (int i = 0; i < r->nmaps; i++) {
		const MapItem *m = &r->maps[i];
		if (m->implicit) /* defaultmap has checked its writes; an in_reduction or
		                    lastprivate item's copies are combined or picked */
			continue;
		if (dir_shape[r->dir] == SHAPE_LOOP &&
		    (m->var->kind == VAR_SCALAR || (m->var->kind == VAR_POINTER && !m->ndims)) &&
		    (m->type & MAP_FROM) && !m->member && !m->var->declare_target &&
		    !is_reduction(r, m->var) && !is_atomic_target(r, m->var) && !is_copied(r, m->var))
			VEC_PUSH(r->loop_shared, r->nloop_shared, cap, m->var);
	}
}

/* Does directive d have a leaf construct whose threads an if clause can
 * limit: parallel (OpenMP 5.2 10.1.1) or simd (10.4)? */
static int
has_thread_leaf(int d)
{
	return d == DIR_TP || d == DIR_TPF || d == DIR_TPF_SIMD || d == DIR_TTDPF ||
	       d == DIR_TTDPF_SIMD;
}

/* The if clauses that apply to the parallel or simd leaf, each a
 * condition for more than one thread per team: "(a) && (b)". */
static void
add_if_parallel(Region *r, const char *e)
{
	r->if_parallel = r->if_parallel ? arena_printf("(%s) && (%s)", r->if_parallel, e) : e;
}

/* if([directive-name-modifier:] expr), OpenMP 5.2 3.4.  A target or data
 * modifier decides where the construct runs; a parallel or simd modifier
 * how many threads each team has: false, one (10.1.1; a simd loop with a
 * false if runs its iterations one at a time, 10.4).  Without a modifier
 * the clause applies to every leaf that takes it (3.4, 17.2): the target
 * and the parallel or simd leaf, which the host fallback then runs with
 * one thread.  Other modifiers (teams) name leaves whose if clauses
 * omp2cuda does not read; clang rejects them on these constructs.  On a
 * parallel region nested in a kernel, the clause is its parallel leaf's
 * alone. */
static void
decode_if(Ctx *c, Region *r, const Clause *cl)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2];

	if (dir_is_parallel(r->dir)) {
		if (split(all, ':', parts, 2) == 2 && word_is(parts[0], "parallel"))
			all = parts[1];
		add_if_parallel(r, str(trim(all)));
		return;
	}

	if (split(all, ':', parts, 2) == 2 && strspn(str(parts[0]), "abcdefghijklmnopqrstuvwxyz _") ==
	                                             parts[0].n) {
		if (has_thread_leaf(r->dir) &&
		    (word_is(parts[0], "parallel") || word_is(parts[0], "simd")))
			add_if_parallel(r, str(trim(parts[1])));
		if (strncmp(str(parts[0]), "target", 6))
			return;
		all = parts[1];
	} else if (has_thread_leaf(r->dir)) {
		add_if_parallel(r, str(trim(all)));
	}
	(void)c;
	if (r->if_expr) {
		diag_error(cl->loc, "two if clauses for the target construct");
		return;
	}
	r->if_expr = str(trim(all));
}

/* nowait[(do_not_synchronize)] (OpenMP 6.0 17.6): a target task is
 * deferrable where the argument is true, evaluated when the construct is
 * met (Region.nowait_expr); elsewhere the construct waits whatever the
 * argument, which nowait allows.  clang has checked the argument's type. */
static void
decode_nowait(Region *r, const char *a)
{
	int task = dir_has_kernel(r->dir) || dir_shape[r->dir] == SHAPE_STANDALONE;

	/* a worksharing loop in a target region keeps its barrier: nowait
	 * lets the threads go on without it (OpenMP 5.2 11.5), and they
	 * still may wait */
	if (r->dir == DIR_FOR)
		return;
	if (!*a) {
		r->nowait = 1;
		return;
	}
	if (!task)
		return;
	r->nowait = 1;
	r->nowait_expr = str(trim((Piece){a, 0, strlen(a)}));
}

/* device([device_num:] expr), OpenMP 5.2 13.2.  The ancestor modifier
 * needs reverse offload, which omp2cuda does not do. */
static void
decode_device(Ctx *c, Region *r, const Clause *cl)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2];

	(void)c;
	if (split(all, ':', parts, 2) == 2 && ident_len(parts[0]) == parts[0].n) {
		if (word_is(parts[0], "ancestor")) {
			diag_error(cl->loc, "device(ancestor: ...) is not supported: omp2cuda does not "
			                    "offload back to the host");
			return;
		}
		if (word_is(parts[0], "device_num"))
			all = parts[1];
	}
	r->device = str(trim(all));
}

/* is_device_ptr(list) and use_device_ptr(list), OpenMP 5.2 5.4.7 and
 * 5.4.8: pointer variables, none also in a map clause. */
static void
decode_device_ptrs(Ctx *c, Region *r, const Clause *cl, size_t *cap)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, items[256];
	int n = split(all, ',', items, 256);
	const char *clause = clause_spelling[cl->kind];

	for (int i = 0; i < n && i < 256; i++) {
		Loc loc = cx_loc(c, items[i].at);
		Var *v;
		if (ident_len(items[i]) != items[i].n) {
			diag_error(loc, "'%s' in clause '%s' is not supported: only pointer variables",
			           str(items[i]), clause);
			continue;
		}
		if (!(v = clause_var(c, r, str(items[i]), items[i].at)))
			continue;
		if (v->kind != VAR_POINTER) {
			diag_error(loc, "'%s' in clause '%s' is not a pointer: it has type '%s'", v->name,
			           clause, v->type);
			continue;
		}
		VEC_PUSH(r->device_ptrs, r->ndevice_ptrs, *cap, v);
	}
}

/* One variable of has_device_addr (OpenMP 5.2 5.4.9) or use_device_addr
 * (5.4.10), named whole or by an array section.  A section of a pointer,
 * p[lo:len], has its base pointer hold a device address, as
 * is_device_ptr and use_device_ptr say; anything else is named by its own
 * address.  A has_device_addr variable (array, scalar or struct) is its
 * device copy in the region, whose address is the device address an
 * enclosing use_device_addr gives it, or else (a host address, which
 * 5.4.9 leaves unspecified) the device copy the present table holds for
 * it: lowering/lower.c.  0 after an error. */
static int
device_addr_item(Ctx *c, Region *r, const Clause *cl, Piece it, size_t *ptrcap, size_t *addrcap)
{
	const char *clause = clause_spelling[cl->kind], *text = str(it);
	size_t id = ident_len(it);
	Piece rest = trim((Piece){it.s + id, it.at + id, it.n - id});
	Loc loc = cx_loc(c, it.at);
	Var *v;

	if (!id || (rest.n && rest.s[0] != '[')) {
		diag_error(loc, "'%s' in clause '%s' is not supported yet: only variables and array "
		                "sections 'a[lo:len]'", text, clause);
		return 0;
	}
	if (!(v = clause_var(c, r, arena_strndup(it.s, id), it.at)))
		return 0;
	if (v->kind == VAR_POINTER && rest.n) {
		VEC_PUSH(r->device_ptrs, r->ndevice_ptrs, *ptrcap, v);
		return 1;
	}
	if (v->kind == VAR_POINTER) {
		diag_error(loc, "'%s' in clause '%s' names the pointer variable itself, which "
		                "omp2cuda does not map: write '%s[0:n]' for what it points to",
		           v->name, clause, v->name);
		return 0;
	}
	if (cl->kind == CL_HAS_DEVICE_ADDR && v->nptr_members) {
		/* its device copy's pointer members would need attaching */
		diag_error(loc, "'%s' in clause 'has_device_addr' is not supported yet: a struct "
		                "with pointer members", text);
		return 0;
	}
	if (cl->kind == CL_HAS_DEVICE_ADDR && v->declare_target)
		return 1; /* kernels name its __device__ copy already */
	VEC_PUSH(r->device_addrs, r->ndevice_addrs, *addrcap, v);
	return 1;
}

static void
decode_device_addrs(Ctx *c, Region *r, const Clause *cl, size_t *ptrcap, size_t *addrcap)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, items[256];
	int n = split(all, ',', items, 256);

	for (int i = 0; i < n && i < 256; i++)
		device_addr_item(c, r, cl, items[i], ptrcap, addrcap);
}

/* An is_device_ptr pointer is a device address, not a host address to
 * map (OpenMP 5.2 5.4.7 forbids both on one construct), and so is a
 * has_device_addr item (5.4.9).  use_device_ptr and use_device_addr are
 * the other way round: they name what the data construct maps. */
static void
check_device_ptrs(Region *r)
{
	for (int k = 0; k < r->nmaps && dir_has_kernel(r->dir); k++) {
		for (int i = 0; i < r->ndevice_ptrs; i++)
			if (r->maps[k].var == r->device_ptrs[i])
				diag_error(r->maps[k].loc, "'%s' is both in a map clause and in clause "
				           "'is_device_ptr' or 'has_device_addr'", r->maps[k].text);
		for (int i = 0; i < r->ndevice_addrs; i++)
			if (r->maps[k].var == r->device_addrs[i])
				diag_error(r->maps[k].loc, "'%s' is both in a map clause and in clause "
				           "'has_device_addr'", r->maps[k].text);
	}
}

/* schedule([modifier[, modifier]:] kind[, chunk_size]), OpenMP 5.2
 * 11.5.3, and dist_schedule(static[, chunk_size]), 11.6.1.  The
 * monotonic and nonmonotonic modifiers constrain how dynamic schedules
 * hand out chunks, which omp2cuda hands out in order (monotonic, and a
 * nonmonotonic schedule may be monotonic); simd's chunk rounding is to a
 * multiple of the SIMD width, one here. */
static void
decode_schedule(Ctx *c, Region *r, const Clause *cl)
{
	static const char *const kinds[] = {"", "static", "dynamic", "guided", "auto", "runtime"};
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2], mods[4], args[3];
	Schedule *s = cl->kind == CL_SCHEDULE ? &r->sched : &r->dist;
	int n;

	if (split(all, ':', parts, 2) == 2) {
		n = split(parts[0], ',', mods, 4);
		for (int i = 0; i < n && i < 4; i++)
			if (!word_is(mods[i], "monotonic") && !word_is(mods[i], "nonmonotonic") &&
			    !word_is(mods[i], "simd"))
				diag_error(cx_loc(c, mods[i].at), "schedule modifier '%s' is not supported yet",
				           str(mods[i]));
		all = parts[1];
	}
	n = split(all, ',', args, 3);
	s->loc = cl->loc;
	s->kind = SCHED_NONE;
	for (int k = 1; k < 6; k++)
		if (word_is(args[0], kinds[k]))
			s->kind = k;
	if (s->kind == SCHED_NONE || n > 2 || (cl->kind == CL_DIST_SCHEDULE && s->kind != SCHED_STATIC)) {
		diag_error(cx_loc(c, args[0].at), "%s kind '%s' is not supported", clause_spelling[cl->kind],
		           str(args[0]));
		s->kind = SCHED_NONE;
		return;
	}
	s->chunk = n == 2 ? str(args[1]) : NULL;
	s->chunk_loc = n == 2 ? cx_loc(c, args[1].at) : cl->loc;
}

/* bind and order on loop constructs (OpenMP 5.2 11.7.1, 11.3): every
 * loop omp2cuda compiles may run its iterations in any order and at once,
 * which is what order(concurrent) allows; a loop bound to teams or to a
 * parallel region shares its iterations as the directive omp2cuda reads
 * it as.  bind(thread), each thread running every iteration, is not that
 * directive. */
static void
decode_order(const Clause *cl)
{
	Piece parts[2];
	int n = split((Piece){cl->args, cl->args_at, strlen(cl->args)}, ':', parts, 2);
	const char *what = str(trim(parts[n - 1]));

	if (cl->kind == CL_BIND && !strcmp(what, "thread"))
		diag_error(cl->loc, "bind(thread) is not supported yet: the loop's iterations would "
		           "each run on every thread");
	else if (cl->kind == CL_ORDER && strcmp(what, "concurrent"))
		diag_error(cl->loc, "order(%s) is not supported yet", what);
}

/* Is name one of the predefined allocators (OpenMP 5.2 6.2)? */
static int
predefined_allocator(const char *name)
{
	static const char *const names[] = {
		"omp_default_mem_alloc", "omp_large_cap_mem_alloc", "omp_const_mem_alloc",
		"omp_high_bw_mem_alloc", "omp_low_lat_mem_alloc",   "omp_cgroup_mem_alloc",
		"omp_pteam_mem_alloc",   "omp_thread_mem_alloc",    0,
	};

	for (int k = 0; names[k]; k++)
		if (!strcmp(name, names[k]))
			return 1;
	return 0;
}

/* uses_allocators(list) and allocate([allocator:] list), OpenMP 5.2
 * 6.8, 6.6.  With the predefined allocators, what they ask is where the
 * private copies of the list's variables live, and a region's private
 * copies live where omp2cuda puts them: registers or local memory for a
 * thread's, shared memory for a team's (a kernel has no other memory it
 * could allocate in, and a program cannot tell the difference).  A user
 * allocator with traits would need an allocator object on the device:
 * not supported yet. */
static void
decode_allocators(const Clause *cl)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2];
	const char *name;

	if (cl->kind == CL_ALLOCATE) {
		if (split(all, ':', parts, 2) < 2)
			return; /* the default allocator */
		name = str(trim(parts[0]));
		if (!strncmp(name, "allocator(", 10) && name[strlen(name) - 1] == ')')
			name = arena_strndup(name + 10, strlen(name) - 11);
		if (!predefined_allocator(name))
			diag_error(cl->loc, "allocate clause with allocator '%s' is not supported yet: only "
			           "the predefined allocators", name);
		return;
	}
	for (const char *a = cl->args; *a;) {
		size_t n = strcspn(a, ",");
		name = str(trim((Piece){a, 0, n}));
		if (!predefined_allocator(name))
			diag_error(cl->loc, "uses_allocators(%s) is not supported yet: only the predefined "
			           "allocators", name);
		a += n + (a[n] == ',');
	}
}

/* defaultmap(implicit-behavior[: variable-category]), OpenMP 5.2 5.8.7;
 * without a category, every category.  What it changes is decided once
 * the region's variables are known (clauses_defaultmap). */
static void
decode_defaultmap(Ctx *c, Region *r, const Clause *cl)
{
	static const char *const behaviors[] = {"default", "alloc", "to", "from", "tofrom",
	                                        "firstprivate", "none", "present"};
	static const char *const cats[] = {"scalar", "aggregate", "pointer"};
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2];
	int n = split(all, ':', parts, 2), b = -1, cat = -1;

	for (int i = 0; i < 8; i++)
		if (word_is(parts[0], behaviors[i]))
			b = i;
	if (b < 0) {
		diag_error(cx_loc(c, parts[0].at), "defaultmap behavior '%s' is not supported",
		           str(parts[0]));
		return;
	}
	for (int i = 0; n == 2 && i < CAT_NUM; i++)
		if (word_is(parts[1], cats[i]))
			cat = i;
	if (n == 2 && cat < 0 && !word_is(parts[1], "all")) {
		diag_error(cx_loc(c, parts[1].at), "defaultmap category '%s' is not supported",
		           str(parts[1]));
		return;
	}
	for (int i = 0; i < CAT_NUM; i++)
		if (cat < 0 || cat == i) {
			r->defaultmap[i] = b;
			r->defaultmap_loc[i] = cl->loc;
		}
}

/* default(shared | none | firstprivate | private), OpenMP 5.2 5.4.1, on
 * the teams or parallel leaf, or a task.  shared is what these leaves do
 * without the clause; none only asks that every variable have an
 * attribute, which clang checks.  firstprivate and private give every
 * variable the construct names without an attribute a copy per team,
 * thread or task: done on a kernel region and on a task in one
 * (default_dsa.c, tasks.c); elsewhere in a kernel region, not yet. */
static void
decode_default(Ctx *c, Region *r, const Clause *cl)
{
	Piece arg = trim((Piece){cl->args, cl->args_at, strlen(cl->args)});
	int fp = word_is(arg, "firstprivate");

	if (word_is(arg, "shared") || word_is(arg, "none"))
		return;
	if ((fp || word_is(arg, "private")) && (dir_has_kernel(r->dir) || dir_is_task(r->dir))) {
		r->default_dsa = fp ? DEFAULT_FIRSTPRIVATE : DEFAULT_PRIVATE;
		r->default_loc = cx_loc(c, arg.at);
		return;
	}
	diag_error(cx_loc(c, arg.at), "default(%s) is not supported yet on '#pragma omp %s': list "
	           "the variables in a %s clause", str(arg), dir_spelling[r->dir], str(arg));
}

/* safelen(k) and simdlen(k) on a simd construct, OpenMP 5.2 10.4.  simdlen
 * is a hint.  safelen(k) promises only that iterations closer than k may
 * run at once: where the simd leaf's iterations are the threads' (target
 * simd, target teams distribute simd), one thread per team runs them in
 * order, as a false if(simd: ...) clause does.  Under a worksharing-loop
 * leaf (parallel for simd) each thread runs its own iterations in order
 * already; that the threads' iterations run at once is the loop's
 * schedule, which the program does not choose. */
static void
decode_simd_length(Ctx *c, Region *r, const Clause *cl)
{
	Piece arg = trim((Piece){cl->args, cl->args_at, strlen(cl->args)});
	long k;

	if (!clause_constant(c, str(arg), &k) || k < 1) {
		diag_error(cx_loc(c, arg.at), "%s argument '%s' must be a positive integer constant",
		           clause_spelling[cl->kind], str(arg));
		return;
	}
	if (cl->kind == CL_SAFELEN && r->simd_alone)
		add_if_parallel(r, arena_printf("0 /* safelen(%ld): in order */", k));
}

static long
constant(Ctx *c, const char *text, Loc loc)
{
	long v;

	if (clause_constant(c, text, &v))
		return v;
	diag_error(loc, "collapse argument '%s' is not supported yet: write an integer constant "
	                "expression of file-scope names", text);
	return 1;
}

void
clauses_decode(Ctx *c, Region *r)
{
	size_t mapcap = 0, redcap = 0, ptrcap = 0, addrcap = 0, depcap = 0, inredcap = 0, lastcap = 0;
	size_t lincap = 0;
	Lists lists = {0};
	const Clause *fp = NULL;

	r->collapse = 1;
	for (int i = 0; i < r->nclauses; i++) {
		const Clause *cl = &r->clauses[i];
		const char *a = cl->args ? cl->args : "";
		if (cl->kind == CL_NOWAIT) {
			decode_nowait(r, a);
			continue;
		}
		if ((dir_is_task(r->dir) || r->task_clauses) &&
		    (cl->kind == CL_DEPEND || (cl->kind == CL_IF && !r->task_clauses) ||
		     (pragmas_task_clause(cl->kind) && cl->kind != CL_FINAL)))
			/* a task that runs in place, when it is met, on the thread
			 * that meets it (frontend/tasks.c): the undeferred task an
			 * if(false) clause asks for; creation order satisfies every
			 * dependence; the rest are hints or how a loop is cut */
			continue;
		if (cl->kind == CL_FINAL) {
			diag_error(cl->loc, "clause 'final' is not supported yet on '#pragma omp %s' in a "
			           "target region", dir_spelling[r->dir]);
			continue;
		}
		if (!cl->args) {
			diag_error(cl->loc, "clause '%s' needs an argument", clause_spelling[cl->kind]);
			continue;
		}
		switch (cl->kind) {
		case CL_MAP:
		case CL_TO:
		case CL_FROM:
			map_decode(c, r, cl, &mapcap);
			break;
		case CL_REDUCTION:
			decode_reduction(c, r, cl, &redcap);
			break;
		case CL_IN_REDUCTION:
			decode_in_reduction(c, r, cl, &inredcap, &mapcap);
			break;
		case CL_COLLAPSE:
			r->collapse = (int)constant(c, str(trim((Piece){a, 0, strlen(a)})), cl->loc);
			if (r->collapse < 1 || r->collapse > MAX_COLLAPSE) {
				diag_error(cl->loc, "collapse(%d) is out of range 1..%d", r->collapse,
				           MAX_COLLAPSE);
				r->collapse = 1;
			}
			break;
		case CL_LASTPRIVATE:
			decode_lastprivate(c, r, cl, &lastcap, &mapcap);
			break;
		case CL_LINEAR:
			decode_linear(c, r, cl, &lincap, &mapcap);
			break;
		case CL_FIRSTPRIVATE:
		case CL_PRIVATE:
		case CL_SHARED:
		case CL_COPYPRIVATE:
			decode_list(c, r, cl, &lists);
			if (cl->kind == CL_FIRSTPRIVATE && !fp && dir_shape[r->dir] != SHAPE_SINGLE &&
			    dir_shape[r->dir] != SHAPE_INNER)
				fp = cl; /* a kernel argument */
			break;
		case CL_FILTER:
			/* masked (OpenMP 5.2 10.5): each thread of the team evaluates it */
			r->filter = str(trim((Piece){a, 0, strlen(a)}));
			break;
		case CL_IF:
			decode_if(c, r, cl);
			break;
		case CL_DEVICE:
			decode_device(c, r, cl);
			break;
		case CL_IS_DEVICE_PTR:
		case CL_USE_DEVICE_PTR:
			decode_device_ptrs(c, r, cl, &ptrcap);
			break;
		case CL_HAS_DEVICE_ADDR:
		case CL_USE_DEVICE_ADDR:
			decode_device_addrs(c, r, cl, &ptrcap, &addrcap);
			break;
		case CL_DEPEND:
			decode_depend(c, r, cl, &depcap);
			break;
		case CL_NUM_TEAMS:
		case CL_THREAD_LIMIT:
		case CL_NUM_THREADS:
			if (strchr(a, ':')) {
				diag_error(cl->loc, "'%s' with a lower bound is not supported yet",
				           clause_spelling[cl->kind]);
				break;
			}
			if (cl->kind == CL_NUM_THREADS)
				r->num_threads = str(trim((Piece){a, 0, strlen(a)}));
			if (cl->kind == CL_NUM_TEAMS)
				r->num_teams = str(trim((Piece){a, 0, strlen(a)}));
			else if (!r->thread_limit || cl->kind == CL_THREAD_LIMIT)
				r->thread_limit = str(trim((Piece){a, 0, strlen(a)}));
			break;
		case CL_SCHEDULE:
		case CL_DIST_SCHEDULE:
			decode_schedule(c, r, cl);
			break;
		case CL_DEFAULTMAP:
			decode_defaultmap(c, r, cl);
			break;
		case CL_USES_ALLOCATORS:
		case CL_ALLOCATE:
			decode_allocators(cl);
			break;
		case CL_BIND:
		case CL_ORDER:
			decode_order(cl);
			break;
		case CL_DEFAULT:
			decode_default(c, r, cl);
			break;
		case CL_SAFELEN:
		case CL_SIMDLEN:
			decode_simd_length(c, r, cl);
			break;
		case CL_NONTEMPORAL:
			/* a hint that the accesses have no reuse (OpenMP 5.2
			 * 10.4.1): the loads and stores stay as written */
			break;
		case CL_ALIGNED:
			/* a promise about the addresses (OpenMP 5.2 5.11): the
			 * loads and stores stay as written, correct at any
			 * alignment */
			break;
		case CL_AFFINITY:
		case CL_UNTIED:
		case CL_MERGEABLE:
		case CL_PRIORITY:
		case CL_GRAINSIZE:
		case CL_NUM_TASKS:
		case CL_NOGROUP:
		case CL_FINAL:
			unreachable("task clause outside a task");
		default:
			unreachable("clause kind without a decoder");
		}
	}
	if (dir_shape[r->dir] != SHAPE_STANDALONE || r->dir == DIR_TARGET_ENTER_DATA)
		map_merge(r);
	for (int i = 0; i < r->nmaps; i++)
		if (r->maps[i].stride && (r->nowait || r->ndepends))
			diag_error(r->maps[i].loc, "strided section '%s' on a target update with nowait or "
			           "depend is not supported yet", r->maps[i].text);
	check_device_ptrs(r);
	if (fp)
		clauses_check_firstprivates(r, fp->loc);
	/* the runtime reads a linear item's start from its device copy
	 * before the launch, which a deferred one's maps may not have made */
	if (r->nlinears && r->nowait)
		diag_error(r->linears[0].loc, "linear on a target construct with nowait is not "
		           "supported yet");
}
