/* The list clauses of a directive: depend items (OpenMP 5.2 15.9.5),
 * private, firstprivate, shared and copyprivate lists, lastprivate and
 * linear items, and is_device_ptr, use_device_ptr, has_device_addr and
 * use_device_addr items, decoded into the Region (clauses.c calls them).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pieces.h"

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
void
clauses_depend(Ctx *c, Region *r, const Clause *cl, size_t *cap)
{
	static const char *const types[] = {"in",       "out",     "inout", "mutexinoutset",
	                                    "inoutset", "depobj"};
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2], items[256];
	int type = -1, n;

	r->data.depend = 1;
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
			VEC_PUSH(r->data.depends, r->data.ndepends, *cap, d);
			continue;
		}
		if (word_is(items[i], "omp_all_memory")) {
			diag_error(d.loc, "depend on 'omp_all_memory' is not supported yet");
			continue;
		}
		d.addr = depend_first(items[i]);
		VEC_PUSH(r->data.depends, r->data.ndepends, *cap, d);
	}
}

/* Is v, named at `at` in a clause of r, an array declared outside the
 * kernel region that r (a parallel, worksharing, single, masked or scope
 * construct) is nested in?  The host fallback receives such an array as
 * a pointer, which the host's clause would privatize or copy as one. */
static int
received_array(Ctx *c, const Region *r, const Var *v, unsigned at)
{
	const Region *k = r;
	Decl *d;

	if ((dir_shape[r->dir] != SHAPE_INNER && dir_shape[r->dir] != SHAPE_SINGLE) ||
	    dir_is_task(r->dir) || v->kind != VAR_ARRAY || !(d = scan_var_decl(c, v, at)))
		return 0;
	while (k && !dir_has_kernel(k->dir))
		k = k->parent;
	return k && d->at < k->src.stmt_begin;
}

/* private(a) of such an array: the fallback declares each thread's array
 * at the start of the construct's block instead (codegen/emit_region.c),
 * so the statement must be a block and the construct not a loop. */
static int
private_array_ok(Ctx *c, const Region *r, const Var *v, unsigned at)
{
	if (!received_array(c, r, v, at))
		return 1;
	if ((r->dir == DIR_PARALLEL || dir_shape[r->dir] == SHAPE_SINGLE) && r->src.block)
		return 1;
	diag_error(cx_loc(c, at), "private(%s) of an array the target region receives is supported on "
	                          "a nested 'parallel', 'single', 'masked' or 'scope' whose statement "
	                          "is a { } block, not yet here",
	           v->name);
	return 0;
}

/* firstprivate(a) of such an array: not supported. */
static int
first_array_ok(Ctx *c, const Region *r, const Var *v, unsigned at)
{
	if (!received_array(c, r, v, at))
		return 1;
	diag_error(cx_loc(c, at), "firstprivate(%s) of an array the target region receives is not "
	                          "supported yet on '#pragma omp %s' nested in it: declare the copy "
	                          "in the region",
	           v->name, dir_spelling[r->dir]);
	return 0;
}

/* Take v out of the region's firstprivate list (a private clause of
 * another of its leaves names it too), unless a target construct's own
 * clause put it there for target parallel's team. */
static void
drop_first(Region *r, const Var *v)
{
	int k = 0;

	if (var_listed(r->data.team_firsts, r->data.nteam_firsts, v))
		return;
	for (int i = 0; i < r->data.nfirstprivates; i++)
		if (r->data.firstprivates[i] != v)
			r->data.firstprivates[k++] = r->data.firstprivates[i];
	r->data.nfirstprivates = k;
}

void
clauses_list(Ctx *c, Region *r, const Clause *cl, Lists *caps)
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
			VEC_PUSH(r->data.shareds, r->data.nshareds, caps->shared, v);
			continue;
		}
		if (cl->kind == CL_COPYPRIVATE) {
			VEC_PUSH(r->data.copyprivates, r->data.ncopyprivates, caps->copy, v);
			continue;
		}
		/* the copies of a single, and of a parallel or worksharing
		 * region nested in a kernel region, are made in device code,
		 * of device values */
		int device = dir_shape[r->dir] == SHAPE_SINGLE || dir_shape[r->dir] == SHAPE_INNER;
		if (cl->kind == CL_FIRSTPRIVATE && v->kind == VAR_POINTER && !device) {
			/* its copies start from its value as it is, a host or a
			 * device address (OpenMP 5.2 5.4.4): what an is_device_ptr
			 * pointer's do (5.4.7), so it is one; a host address the GPU
			 * cannot reach faults where the kernel follows it */
			VEC_PUSH(r->data.device_ptrs, r->data.ndevice_ptrs, caps->devptr, v);
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
		if (v->nontrivial && (cl->kind == CL_PRIVATE || cl->kind == CL_LASTPRIVATE)) {
			/* each thread's copy would construct and destroy it on the device */
			diag_error(cx_loc(c, items[i].at), "%s of '%s' is not supported yet: its class "
			           "holds a class of the C++ library (a std:: container) whose "
			           "constructors and destructor device code cannot call; map it",
			           clause_spelling[cl->kind], v->name);
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
		if (cl->target_alone) {
			if (!var_listed(r->data.firstprivates, r->data.nfirstprivates, v))
				VEC_PUSH(r->data.firstprivates, r->data.nfirstprivates, caps->fp, v);
			VEC_PUSH(r->data.team_firsts, r->data.nteam_firsts, caps->team, v);
			continue;
		}
		/* the leaves of one region (target, teams, distribute parallel
		 * for written apart) may each name it: one copy per thread; a
		 * private one on any leaf starts as no value, whatever the
		 * others copy into it */
		if (cl->kind == CL_PRIVATE && !var_listed(r->data.privates, r->data.nprivates, v)) {
			drop_first(r, v);
			VEC_PUSH(r->data.privates, r->data.nprivates, caps->priv, v);
		} else if (cl->kind != CL_PRIVATE &&
		           !var_listed(r->data.privates, r->data.nprivates, v) &&
		           !var_listed(r->data.firstprivates, r->data.nfirstprivates, v))
			VEC_PUSH(r->data.firstprivates, r->data.nfirstprivates, caps->fp, v);
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

	for (int i = 0; i < r->data.nfirstprivates; i++)
		if (r->data.firstprivates[i]->kind == VAR_ARRAY)
			bytes += r->data.firstprivates[i]->size;
	if (bytes > FIRSTPRIVATE_MAX)
		diag_error(loc, "firstprivate arrays of '#pragma omp %s' take %lld bytes: at most "
		           "%d are supported (they are passed as kernel arguments, which CUDA limits "
		           "to 32764 bytes); map the array and copy it in the region instead",
		           dir_spelling[r->dir], bytes, FIRSTPRIVATE_MAX);
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
void
clauses_lastprivate(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap)
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
		VEC_PUSH(r->data.lastprivates, r->data.nlastprivates, *cap, v);
		if (cl->on_target) /* OpenMP 5.2 5.8.9 */
			clauses_implicit_map(r, v, loc, MAP_TOFROM, mapcap);
	}
}

/* linear(list[: step]) on a combined loop construct (OpenMP 5.0
 * 2.19.4.6; Region.data.linears): integer scalars the loop's body names, with
 * no modifier; the step an expression the kernel evaluates.  The clause
 * is on the target construct's line, and its items are also mapped
 * tofrom (as lastprivate's, OpenMP 5.2 5.8.9).  The loop's own variable is
 * lastprivate's case: one step past the last iteration after the loop. */
void
clauses_linear(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap)
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
		VEC_PUSH(r->data.linears, r->data.nlinears, *cap, l);
		clauses_implicit_map(r, v, loc, MAP_TOFROM, mapcap);
	}
}

/* is_device_ptr(list) and use_device_ptr(list), OpenMP 5.2 5.4.7 and
 * 5.4.8: pointer variables, none also in a map clause. */
void
clauses_device_ptrs(Ctx *c, Region *r, const Clause *cl, size_t *cap)
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
		VEC_PUSH(r->data.device_ptrs, r->data.ndevice_ptrs, *cap, v);
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
		VEC_PUSH(r->data.device_ptrs, r->data.ndevice_ptrs, *ptrcap, v);
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
	VEC_PUSH(r->data.device_addrs, r->data.ndevice_addrs, *addrcap, v);
	return 1;
}

void
clauses_device_addrs(Ctx *c, Region *r, const Clause *cl, size_t *ptrcap, size_t *addrcap)
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
void
clauses_check_device_ptrs(Region *r)
{
	for (int k = 0; k < r->data.nmaps && dir_has_kernel(r->dir); k++) {
		for (int i = 0; i < r->data.ndevice_ptrs; i++)
			if (r->data.maps[k].var == r->data.device_ptrs[i])
				diag_error(r->data.maps[k].loc, "'%s' is both in a map clause and in clause "
				           "'is_device_ptr' or 'has_device_addr'", r->data.maps[k].text);
		for (int i = 0; i < r->data.ndevice_addrs; i++)
			if (r->data.maps[k].var == r->data.device_addrs[i])
				diag_error(r->data.maps[k].loc, "'%s' is both in a map clause and in clause "
				           "'has_device_addr'", r->data.maps[k].text);
	}
}

