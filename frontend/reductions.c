/* reduction and in_reduction clauses: the operator, the list items and
 * their array sections, decoded into the Region (clauses.c calls them).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pieces.h"

/* Does a declare reduction directive declare reduction identifier id? */
static int
declared(const Ctx *c, const char *id)
{
	for (size_t i = 0; i < c->nudrs; i++)
		if (!strcmp(c->udrs[i].name, id))
			return 1;
	return 0;
}

/* The operator of reduction([default,] op: list) (OpenMP 5.2 5.5.8) or
 * in_reduction(op: list) (5.5.10), a RED_* code (directives.c), as
 * written in *spelled, and its list in *list; -1 after an error. */
static int
reduction_op(Ctx *c, const Region *r, const Clause *cl, Piece *list, int *task, const char **spelled)
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
	*spelled = str(parts[0]);
	if (red_code(*spelled))
		return red_code(*spelled);
	if (declared(c, *spelled))
		return RED_USER; /* the item's type picks one (reductions_decode) */
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

/* Is reduction red on a construct whose kernel gives each thread copies
 * of arrays: a combined target loop construct?  Else an error. */
static int
array_construct(const Region *r, const Clause *cl, const Reduction *red)
{
	if (cl->on_target && dir_shape[r->dir] == SHAPE_LOOP)
		return 1;
	diag_error(red->loc, "reduction of array '%s' is supported on combined target loop "
	                     "constructs only ('#pragma omp target teams distribute parallel "
	                     "for', 'target parallel for'), not yet on %s", red->item,
	           !cl->on_target ? "a construct nested in a target construct"
	                          : arena_printf("'#pragma omp %s'", dir_spelling[r->dir]));
	return 0;
}

/* A list item of a type no reduction takes yet: its error, 0. */
static int
unsupported_type(const Reduction *red, const Var *v)
{
	diag_error(red->loc, "reduction of '%s' of type '%s' is not supported yet: only arithmetic "
	                     "scalars, fixed-size arrays of them and sections of pointers to them",
	           red->item, v->type);
	return 0;
}

/* Can reduction red of an array no thread can keep a copy of be direct
 * (direct_reductions.c): an operator of an atomic update or compare? */
static int
direct_op(const Reduction *red)
{
	return red->op == RED_ADD || red->op == RED_MUL || red->op == RED_MIN ||
	       red->op == RED_MAX || red->op == RED_BAND || red->op == RED_BOR ||
	       red->op == RED_BXOR;
}

/* A section or an element of a pointer to arithmetic scalars in a
 * reduction clause, p[lo:len] or p[i] (OpenMP 5.2 5.5.8: its elements
 * are the list item's; the storage is what p points to, mapped tofrom
 * where no map clause names p, reductions_map_pointers), on a combined
 * target loop construct, with constant bounds.  Each thread of the
 * kernel reduces into a private copy of the elements, which the region's
 * code reaches through p, pointing lo elements before the copy (as gcc
 * and clang privatize a section), and combines them into the device's
 * storage with atomics at its end (codegen/emit_cuda.c).  0 after an
 * error. */
static int
reduction_pointer(Ctx *c, Region *r, const Clause *cl, Reduction *red, Piece rest)
{
	Var *v = red->var;
	MapItem m = {.loc = red->loc, .var = v, .text = red->item, .base = v->name};
	long lo, len;

	if (v->ndims != 1 || v->elem_arg < 0 || v->elem_arg > ARG_F64 || v->pointee_const ||
	    !v->renamed || !rest.n) {
		return unsupported_type(red, v);
	}
	if (!array_construct(r, cl, red))
		return 0;
	if (!map_section_dims(&m, rest) || m.ndims != 1 || m.stride) {
		diag_error(red->loc, "reduction of '%s' is not supported yet: only variables and "
		                     "array sections 'p[lo:len]'", red->item);
		return 0;
	}
	if (!map_check_section(c, &m))
		return 0;
	if (!clause_constant(c, m.lo[0], &lo) || !clause_constant(c, m.len[0], &len) || lo < 0 ||
	    len < 1 || lo + len > RED_ARRAY_MAX / 8) {
		if (direct_op(red) && m.len[0]) {
			red->direct = 1;
			red->lo_text = m.lo[0];
			red->len_text = m.len[0];
			return 1;
		}
		diag_error(red->loc, "reduction of array section '%s' is not supported yet: its "
		                     "bounds must be integer constants, ending at most %d elements "
		                     "past the pointer (each thread keeps a private copy)", red->item,
		           RED_ARRAY_MAX / 8);
		return 0;
	}
	red->lo = lo;
	red->len = len;
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

	if (v->kind == VAR_POINTER)
		return reduction_pointer(c, r, cl, red, rest);
	if (v->kind != VAR_ARRAY || v->vla || v->elem_arg > ARG_F64) {
		return unsupported_type(red, v);
	}
	if (!array_construct(r, cl, red))
		return 0;
	if (v->size > RED_ARRAY_MAX && !direct_op(red)) {
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
	if (!section_range(c, &m, &red->lo, &red->len) || v->size > RED_ARRAY_MAX) {
		if (direct_op(red)) {
			red->direct = 1;
			return 1;
		}
		diag_error(red->loc, "reduction of array section '%s' is not supported yet: its "
		                     "bounds must be integer constants inside the array", red->item);
		return 0;
	}
	return 1;
}

/* A reduction clause naming a declared reduction (OpenMP 5.2 5.5.11),
 * for a variable of the type it is declared for, named whole: each
 * thread's copy starts as its initializer says and the copies are
 * combined by its combiner (codegen/emit_cuda.c).  0 after an error. */
static int
reduction_user(Ctx *c, Reduction *red, Piece rest, unsigned at)
{
	const Var *v = red->var;

	if (rest.n || v->kind != VAR_SCALAR) {
		diag_error(red->loc, "reduction '%s' of '%s' is not supported yet: a declared "
		                     "reduction takes variables named whole, not arrays, their "
		                     "sections or pointers", red->spelling, red->item);
		return 0;
	}
	red->udr = declare_reductions_named(c, red->spelling, v, red->loc, at);
	return red->udr != NULL;
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
	for (int i = 0; i < r->data.nreductions; i++) {
		const Reduction *o = &r->data.reductions[i];
		if (o->var != red->var)
			continue;
		if (o->op != red->op || o->udr != red->udr || strcmp(o->item, red->item) ||
		    o->task != red->task)
			diag_error(red->loc, "reduction of '%s' here and at line %u with another "
			                     "operator or list item is not supported",
			           red->var->name, o->loc.line);
		return 1;
	}
	return 0;
}

void
reductions_decode(Ctx *c, Region *r, const Clause *cl, size_t *cap)
{
	Piece list, items[256];
	const char *spelled = NULL;
	int task, op = reduction_op(c, r, cl, &list, &task, &spelled), n;

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
		Reduction red = {loc, op, spelled, v, str(items[i]), 0, 0,
		                 cl->on_target, task, 0, NULL, 0, NULL, NULL};
		if (op != RED_USER && v->kind == VAR_SCALAR && v->arg > ARG_F64 && !rest.n &&
		    declared(c, spelled))
			red.op = RED_USER; /* an operator declared for a class: C++ */
		if (red.op == RED_USER) {
			if (!reduction_user(c, &red, rest, items[i].at))
				continue;
			if (!repeated(r, &red))
				VEC_PUSH(r->data.reductions, r->data.nreductions, *cap, red);
			continue;
		}
		if (v->kind == VAR_SCALAR && !rest.n &&
		    (red.udr = declare_reductions_complex(c, op, v, loc, items[i].at))) {
			red.op = RED_USER; /* a complex variable's + or *, declared */
			if (!repeated(r, &red))
				VEC_PUSH(r->data.reductions, r->data.nreductions, *cap, red);
			continue;
		}
		/* arithmetic types: the device combines those narrower than
		 * int as int (runtime/include/omp2cuda_device.h) */
		if ((v->kind != VAR_SCALAR || rest.n) && !reduction_array(c, r, cl, &red, rest))
			continue;
		if (v->kind == VAR_SCALAR && v->arg > ARG_F64) {
			diag_error(loc, "reduction of '%s' of type '%s' is not supported yet: only "
			                "arithmetic scalars, fixed-size arrays of them and sections of "
			                "pointers to them", v->name, v->type);
			continue;
		}
		if (red.direct) {
			size_t dcap = (size_t)r->data.ndirect;
			VEC_PUSH(r->data.direct, r->data.ndirect, dcap, red);
		} else if (!repeated(r, &red)) {
			VEC_PUSH(r->data.reductions, r->data.nreductions, *cap, red);
		}
	}
}

/* OpenMP 5.2 5.8.9: a reduction's list item on a combined target
 * construct whose base variable no map clause there names is mapped
 * tofrom: for a section of a pointer, the section (storage that data
 * constructs around it have mapped is present, and stays). */
void
reductions_map_pointers(Region *r, size_t *mapcap)
{
	for (int i = 0; i < r->data.nreductions + r->data.ndirect; i++) {
		const Reduction *red = i < r->data.nreductions ? &r->data.reductions[i]
		                                               : &r->data.direct[i - r->data.nreductions];
		int mapped = 0;
		if (red->var->kind != VAR_POINTER || !red->on_target)
			continue;
		for (int k = 0; k < r->data.nmaps; k++)
			mapped |= r->data.maps[k].var == red->var && !r->data.maps[k].member;
		if (mapped)
			continue;
		MapItem m = {.loc = red->loc, .type = MAP_TOFROM, .implicit = 1, .text = red->item,
		             .var = red->var, .base = red->var->name, .ndims = 1};
		m.lo[0] = red->direct ? red->lo_text : arena_printf("%lld", red->lo);
		m.len[0] = red->direct ? red->len_text : arena_printf("%lld", red->len);
		VEC_PUSH(r->data.maps, r->data.nmaps, *mapcap, m);
	}
}

/* in_reduction(op: list) on target, OpenMP 5.2 5.5.10: the target task
 * takes part in the task reduction of an enclosing taskgroup (or of a
 * reduction with the task modifier), with a private copy of each list
 * item that is mapped tofrom (13.8).  The host file makes the task
 * (codegen/emit_region.c), and the host's OpenMP runtime combines the
 * copies, so any operator and type the host compiler takes will do; the
 * kernel sees a mapped variable.  Scalars and fixed-size arrays; a
 * declare target variable would be the device's own, not the copy. */
void
reductions_decode_in(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap)
{
	Piece list, items[256];
	const char *spelled = NULL;
	int task, op = reduction_op(c, r, cl, &list, &task, &spelled), n;

	if (op < 0)
		return;
	n = split(list, ',', items, 256);
	for (int i = 0; i < n && i < 256; i++) {
		Loc loc = cx_loc(c, items[i].at);
		Var *v;
		if (r->dir == DIR_KTASK || r->dir == DIR_KTASKLOOP) {
			/* a task run in place: the item names the encountering
			 * thread's copy of the task reduction around it (tasks.c) */
			size_t tcap = (size_t)r->uses.ntask_in_reds;
			if ((v = clause_var(c, r, str(trim(items[i])), items[i].at)))
				VEC_PUSH(r->uses.task_in_reds, r->uses.ntask_in_reds, tcap, v);
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
		Reduction red = {loc, op, spelled, v, v->name, 0, 0, cl->on_target, 0, 0, NULL, 0, NULL, NULL};
		VEC_PUSH(r->data.in_reductions, r->data.nin_reductions, *cap, red);
		clauses_implicit_map(r, v, loc, MAP_TOFROM, mapcap);
	}
}

/* task_reduction(op: list) on a taskgroup in a kernel region (OpenMP 5.2
 * 5.5.9): the tasks in it, which the kernel runs in place on the thread
 * that runs the taskgroup, update that thread's copy of each item, which
 * codegen/emit_task.c combines into the variable at the taskgroup's end.
 * Arithmetic scalars named whole, with an operator of the device
 * header's (o2c_identity, o2c_combine). */
void
reductions_decode_task(Ctx *c, Region *r, const Clause *cl, size_t *cap)
{
	Piece list, items[256];
	const char *spelled = NULL;
	int task, op = reduction_op(c, r, cl, &list, &task, &spelled), n;

	if (op == RED_USER)
		diag_error(cl->loc, "task_reduction with the declared reduction '%s' in a target region "
		                    "is not supported yet", spelled);
	if (op < 0 || op == RED_USER)
		return;
	n = split(list, ',', items, 256);
	for (int i = 0; i < n && i < 256; i++) {
		Loc loc = cx_loc(c, items[i].at);
		Var *v = NULL;
		if (ident_len(items[i]) != items[i].n ||
		    !(v = clause_var(c, r, str(items[i]), items[i].at)) || v->kind != VAR_SCALAR ||
		    v->arg == ARG_RECORD) {
			if (!v || v->kind != VAR_SCALAR || v->arg == ARG_RECORD)
				diag_error(loc, "task_reduction of '%s' in a target region is not supported "
				                "yet: only arithmetic scalar variables, named whole",
				           str(items[i]));
			continue;
		}
		Reduction red = {loc, op, spelled, v, v->name, 0, 0, 0, 1, 0, NULL, 0, NULL, NULL};
		VEC_PUSH(r->uses.task_reds, r->uses.ntask_reds, *cap, red);
		c->u->device_api = 1; /* the device header's o2c_task_combine */
	}
}

