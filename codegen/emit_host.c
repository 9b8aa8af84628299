/* The host file: the user's source unchanged, except that
 *   - each target construct (directive and statement) is replaced by a
 *     block of runtime calls, followed by a #line back to the source;
 *   - before each function that holds loop regions come the types
 *     declared in it that they use (renamed copies at file scope), their
 *     host fallbacks and O2cRegion descriptors;
 *   - the module (the fatbin nvcc built from the .cu file) is defined at
 *     the end and registered by a constructor.
 * Target data bodies are emitted recursively with their own regions.
 */
#include <ctype.h>
#include <string.h>

#include "codegen.h"

typedef struct Out {
	Buf *b;
	const Unit *u;
	Plan **plans;
	const EmitParts *parts;
} Out;

/* The part of region k's kernels (emit_parts.c). */
static int
part_of(const EmitParts *parts, int k)
{
	return parts ? parts->of[k] : 0;
}

static void emit_range(Out *o, unsigned begin, unsigned end, const Region *parent);

/* Source text outside regions, with each declare target directive
 * turned into a comment (the host compiler must see no device
 * constructs) on as many lines as it took, or into the text that
 * replaces it (a dispatch construct, frontend/dispatch.c), an atomic
 * compare construct written out (emit_compare.c), and each use of a
 * use_device_addr variable inside its target data construct made a use of
 * the device copy (OpenMP 5.2 5.4.10). */
static void emit_text(Out *o, unsigned begin, unsigned end);

static void
text_piece(Buf *b, const void *ctx, unsigned begin, unsigned end)
{
	(void)b;
	emit_text((Out *)ctx, begin, end);
}

/* Does the host file print wrap h: a lambda's, or a host loop's whose
 * region's plan has a batch or steps kernel? */
static int
wrap_printed(const Out *o, const HostWrap *h)
{
	for (int i = 0; h->region && i < o->u->nregions; i++)
		if (o->u->regions[i] == h->region)
			return o->plans[i]->chain.batch.kernel || o->plans[i]->chain.steps.kernel;
	return !h->region;
}

/* Source text, each lambda passed to a template with target regions
 * wrapped (Unit.wraps, omp2cuda_rt.h): o2c_lambda_of<id, size, align>(
 * at a begin in [begin, end), `)` at an end in (begin, end]; and each
 * host loop that a batch or stencil steps need in its block. */
static void
emit_wrapped(Out *o, unsigned begin, unsigned end)
{
	const Unit *u = o->u;
	unsigned opened = ~0u; /* where the last wrap printed began */

	for (;;) {
		unsigned next = ~0u;
		const HostWrap *w = NULL;
		for (int i = 0; i < u->nwraps; i++) {
			const HostWrap *h = &u->wraps[i];
			if (!wrap_printed(o, h))
				continue;
			if (h->end > begin && h->end <= end && h->end < next)
				next = h->end, w = h;
			if (h->begin >= begin && h->begin < end && h->begin != opened && h->begin < next)
				next = h->begin, w = h;
		}
		if (!w)
			break;
		emit_source(o->b, u, begin, next);
		if (next == w->begin) {
			if (w->open)
				buf_puts(o->b, w->open);
			else
				buf_printf(o->b, "o2c_lambda_of<%uu, %lld, %lld>(", w->id, w->size,
				           w->align);
			opened = next;
		} else {
			buf_puts(o->b, w->close ? w->close : ")");
		}
		begin = next;
		if (next == end)
			return;
	}
	emit_source(o->b, u, begin, end);
}

/* The host fallbacks of the instances of class templates whose kernels
 * are friends (RegionText.friend_template) are friends too: at pos, the
 * start of such a class template, the class template's declaration and
 * theirs; at pos, its closing brace, a friend declaration of each. */
static void
emit_template_friends(Buf *b, const Unit *u, Plan **plans, unsigned pos)
{
	int first = 1;

	buf_puts(b, "\n");
	for (int i = 0; i < u->nregions; i++) {
		const Region *r = u->regions[i];
		if (!r->src.friend_template || !dir_has_kernel(r->dir))
			continue;
		if (r->src.friend_at == pos && first)
			buf_printf(b, "%s; /* its instances' host fallbacks, its friends */\n",
			           r->src.friend_class);
		if (r->src.friend_at == pos)
			emit_fallback_declare(b, plans[i]);
		first &= r->src.friend_at != pos;
		if (r->src.friend_brace != pos)
			continue;
		buf_printf(b, "\tfriend void %s; /* host fallback of %s */\n",
		           emit_fallback_signature(plans[i], 1), r->inst->label);
	}
	emit_line(b, u, pos);
}

/* The first place in [begin, end) (past begin where past is set) where
 * emit_template_friends prints, or end. */
static unsigned
next_friend_place(const Unit *u, unsigned begin, unsigned end, int past)
{
	for (int i = 0; i < u->nregions; i++) {
		const RegionText *t = &u->regions[i]->src;
		unsigned at[2] = {t->friend_at, t->friend_brace};
		for (int k = 0; t->friend_template && k < 2; k++)
			if (at[k] >= begin + (past != 0) && at[k] < end)
				end = at[k];
	}
	return end;
}

static void emit_plain_text(Out *o, unsigned begin, unsigned end);

static void
emit_text(Out *o, unsigned begin, unsigned end)
{
	for (int past = 0;; past = 1) {
		unsigned place = next_friend_place(o->u, begin, end, past);
		emit_plain_text(o, begin, place);
		if (place == end)
			return;
		emit_template_friends(o->b, o->u, o->plans, place);
		begin = place;
	}
}

static void
emit_plain_text(Out *o, unsigned begin, unsigned end)
{
	const Unit *u = o->u;
	int d = 0, a = 0, m = 0;

	while (m < u->ncompares && u->compares[m].begin < begin)
		m++;
	while (m < u->ncompares && u->compares[m].end <= end) {
		const Atomic *cmp = &u->compares[m++];
		emit_text(o, begin, cmp->begin);
		emit_atomic_host(o->b, u, cmp, text_piece, o);
		begin = cmp->end;
	}
	for (;;) {
		while (d < u->ndeclare_target && u->declare_target[d].begin < begin)
			d++;
		while (a < u->naddr_refs && u->addr_refs[a].begin < begin)
			a++;
		unsigned dt = d < u->ndeclare_target ? u->declare_target[d].begin : ~0u;
		unsigned ar = a < u->naddr_refs ? u->addr_refs[a].begin : ~0u;
		if ((dt < ar ? dt : ar) >= end)
			break;
		emit_wrapped(o, begin, dt < ar ? dt : ar);
		if (dt < ar) {
			const DeclareTarget *t = &u->declare_target[d++];
			if (t->text)
				buf_puts(o->b, t->text);
			else
				buf_printf(o->b, "/* omp2cuda: %s */", t->pragma);
			for (unsigned k = t->begin; !t->text && k < t->end; k++)
				if (u->src[k] == '\n')
					buf_puts(o->b, "\n");
			begin = t->end;
		} else {
			buf_printf(o->b, "(*o2c_addr_%s)", u->addr_refs[a].var->name);
			begin = u->addr_refs[a].end;
		}
	}
	emit_wrapped(o, begin, end);
}

/* use_device_ptr (OpenMP 5.2 5.4.8): inside the target data region each
 * listed pointer is a new variable of the same name and type that holds
 * the device address; the user's variable is untouched, whatever way the
 * region is left. */
static void
emit_device_ptrs(Out *o, const Region *r, const char *dev, const char *loc)
{
	for (int i = 0; i < r->data.ndevice_ptrs; i++) {
		const char *v = r->data.device_ptrs[i]->name;
		buf_printf(o->b, "\n\t{ __typeof__(%s) o2c_host_%s = %s;", v, v, v);
		buf_printf(o->b, "\n\t{ __typeof__(o2c_host_%s) %s = ", v, v);
		if (r->exec.if_expr)
			buf_printf(o->b, "!o2c_if_%s ? o2c_host_%s : ", r->name, v);
		buf_printf(o->b, "(__typeof__(o2c_host_%s))o2c_device_ptr(%s, %s, (void *)o2c_host_%s);",
		           v, dev, loc, v);
	}
}

/* use_device_addr (OpenMP 5.2 5.4.10): inside the target data region,
 * o2c_addr_<v> holds the address of v's device copy, and emit_text makes
 * each use of v a use of *o2c_addr_<v>. */
static void
emit_device_addrs(Out *o, const Region *r, const char *dev, const char *loc)
{
	for (int i = 0; i < r->data.ndevice_addrs; i++) {
		const char *v = r->data.device_addrs[i]->name;
		buf_printf(o->b, "\n\t{ __typeof__(%s) *const o2c_addr_%s = ", v, v);
		if (r->exec.if_expr)
			buf_printf(o->b, "!o2c_if_%s ? &%s : ", r->name, v);
		buf_printf(o->b, "(__typeof__(%s) *)o2c_device_ptr(%s, %s, (void *)&%s); "
		                 "(void)o2c_addr_%s;", v, dev, loc, v, v);
	}
}

/* The runtime call of enter data, exit data and update with nowait or
 * depend (runtime/task.c). */
static void
emit_data_task(Out *o, const Plan *p, const char *guard, const char *loc, const char *list)
{
	const Region *r = p->r;
	static const char *const what[] = {
		[DIR_TARGET_ENTER_DATA] = "O2C_TASK_ENTER", [DIR_TARGET_EXIT_DATA] = "O2C_TASK_EXIT",
		[DIR_TARGET_UPDATE] = "O2C_TASK_UPDATE",
	};

	emit_depends(o->b, r, "\t");
	emit_depend_wait(o->b, r);
	buf_printf(o->b, "\t%so2c_data_task(%s, %s, %s, %s, %s, %s);", guard,
	           r->exec.device ? arena_printf("(int)(%s)", r->exec.device) : "o2c_default_device()",
	           emit_task_flags(p), emit_depend_args(r), what[r->dir], loc, list);
}

/* Does a map of p have the present modifier?  Then the end of its
 * target data region is o2c_data_close_on, which does not check it: the
 * modifier asks for the storage on entry only (OpenMP 5.1 2.21.7.1). */
static int
any_present(const Plan *p)
{
	for (int i = 0; i < p->nmaps; i++)
		if (p->maps[i].type & MAP_PRESENT)
			return 1;
	return 0;
}

/* target data around its body; enter data, exit data and update alone.
 * target data reads its device number once, so that its end unmaps on
 * the device its beginning mapped on. */
static void
emit_data(Out *o, const Plan *p)
{
	static const char *const calls[] = {
		[DIR_TARGET_DATA] = "o2c_data_begin", [DIR_TARGET_ENTER_DATA] = "o2c_data_begin",
		[DIR_TARGET_EXIT_DATA] = "o2c_data_end", [DIR_TARGET_UPDATE] = "o2c_update",
	};
	const Region *r = p->r;
	const Unit *u = o->u;
	const char *arr = arena_printf("o2c_data_%s", r->name);
	const char *loc = arena_printf("\"%s:%u:%u\"", r->loc.file, r->loc.line, r->loc.col);
	const char *list;
	int data = dir_shape[r->dir] == SHAPE_DATA, nmaps;
	const char *dev = data ? arena_printf("o2c_dev_%s", r->name)
	                  : r->exec.device ? arena_printf("(int)(%s)", r->exec.device) : NULL;

	/* an if clause is evaluated once: a false one maps nothing, and the
	 * data region's end then unmaps nothing either */
	const char *guard = r->exec.if_expr ? arena_printf("if (o2c_if_%s) ", r->name) : "";

	buf_printf(o->b, "{ /* %s:%u: %s */\n", r->loc.file, r->loc.line, r->pragma);
	emit_host_inits(o->b, r);
	nmaps = emit_maps(o->b, p, arr, "\t");
	list = arena_printf("%s, %d", nmaps ? arr : "NULL", nmaps);
	if (r->exec.if_expr)
		buf_printf(o->b, "\tconst int o2c_if_%s = (%s) != 0;\n", r->name, r->exec.if_expr);
	if (data)
		buf_printf(o->b, "\tconst int %s = %s;\n", dev,
		           r->exec.device ? arena_printf("(int)(%s)", r->exec.device) : "o2c_default_device()");
	if (emit_task_flags(p))
		emit_data_task(o, p, guard, loc, list);
	else if (dev)
		buf_printf(o->b, "\t%s%s_on(%s, %s, %s);", guard, calls[r->dir], dev, loc, list);
	else
		buf_printf(o->b, "\t%s%s(%s, %s);", guard, calls[r->dir], loc, list);
	emit_strided(o->b, p, guard, dev ? arena_printf("%s_on", calls[r->dir]) : calls[r->dir],
	             dev ? arena_printf("%s, %s, ", dev, loc) : arena_printf("%s, ", loc));
	if (data) {
		emit_device_ptrs(o, r, dev, loc);
		emit_device_addrs(o, r, dev, loc);
		emit_line(o->b, u, r->src.stmt_begin);
		emit_range(o, r->src.stmt_begin, r->src.stmt_end, r);
		if (r->data.ndevice_ptrs || r->data.ndevice_addrs)
			buf_puts(o->b, "\n\t");
		for (int i = 0; i < 2 * r->data.ndevice_ptrs + r->data.ndevice_addrs; i++)
			buf_puts(o->b, "}");
		buf_printf(o->b, "\n\t%so2c_data_%s_on(%s, %s, %s);", guard,
		           any_present(p) ? "close" : "end", dev, loc, list);
	}
	buf_puts(o->b, "\n}");
}

/* taskwait, taskgroup and a host task with depend (OpenMP 5.2 15.5,
 * 15.4, 15.9.5) stay as written, for the host's own tasks; deferred
 * target tasks are the runtime's.  taskwait and the end of a taskgroup
 * complete them after the host's wait, and a host task with depend, which
 * may depend on them, is created once they are complete. */
static void
emit_host_sync(Out *o, const Region *r)
{
	const Unit *u = o->u;

	if (r->dir == DIR_TASKWAIT) {
		emit_text(o, r->src.pragma_begin, r->src.pragma_end);
		buf_puts(o->b, "\no2c_taskwait(); /* and deferred target tasks */");
		return;
	}
	buf_puts(o->b, r->dir == DIR_TASK ? "{ o2c_taskwait(); /* target tasks it may depend on */"
	                                  : "{ /* deferred target tasks complete at its end */");
	emit_line(o->b, u, r->src.pragma_begin);
	emit_range(o, r->src.pragma_begin, r->src.stmt_end, r);
	buf_puts(o->b, r->dir == DIR_TASKGROUP ? "\no2c_taskwait(); }" : " }");
}

/* The preprocessor lines between a region's directive and its
 * statement (frontend/between.c), where they were, each branch an #if
 * skips included, less the pragmas among them: the runtime calls that
 * follow stand where the statement was. */
static void
emit_pp_lines(Out *o, const Region *r)
{
	unsigned at = r->src.pragma_end;

	emit_line(o->b, o->u, r->src.pragma_end);
	for (int i = 0; i + 1 < r->src.npp_drops; i += 2) {
		emit_source(o->b, o->u, at, r->src.pp_drops[i]);
		at = r->src.pp_drops[i + 1];
	}
	emit_source(o->b, o->u, at, r->src.stmt_begin);
}

/* The text the preprocessor keeps from the compiler (Unit.hidden) in
 * the kernel region r, whose text the host file replaces: its
 * conditional directive lines and the groups they skip, after what
 * replaces it, so that the conditionals it opens or closes (`#endif` ...
 * `#ifdef` around a target region's braces) still pair up.  The host
 * compiler takes the branches the front end saw taken, which hold the
 * replacement.  Those between the directive and its statement are
 * printed in place (emit_pp_lines). */
static void
emit_hidden(Out *o, const Region *r)
{
	const Unit *u = o->u;

	for (int i = 0; i + 1 < u->nhidden; i += 2) {
		unsigned at = u->hidden[i];
		if (at < r->src.pragma_begin || at >= region_end(r) ||
		    (r->src.pp_lines && at >= r->src.pragma_end && at < r->src.stmt_begin))
			continue;
		buf_puts(o->b, "\n");
		emit_source(o->b, u, at, u->hidden[i + 1]);
	}
}

/* What replaces region u->regions[i] in the host file. */
static void
emit_replacement(Out *o, int i)
{
	const Region *r = o->u->regions[i];

	if (dir_has_kernel(r->dir))
		emit_target_call(o->b, o->u, o->plans[i]);
	else if (dir_shape[r->dir] == SHAPE_HOST)
		emit_host_sync(o, r);
	else
		emit_data(o, o->plans[i]);
}

/* A directive of a function template, read once per instantiation
 * (u->regions[i] and the regions after it of the same directive and
 * enclosing region's directive): a branch per instantiation
 * (emit_instance.c). */
static void
emit_instances(Out *o, int i)
{
	const Unit *u = o->u;
	const Region *r = u->regions[i], *last = r;

	for (int k = i; k < u->nregions; k++) {
		const Region *q = u->regions[k];
		if (!q->inst || q->src.pragma_begin != r->src.pragma_begin || q->dir != r->dir ||
		    (q->parent ? q->parent->src.pragma_begin : 0) !=
		            (r->parent ? r->parent->src.pragma_begin : 0))
			continue;
		if (r->parent && q->parent && q->parent->inst != r->inst)
			continue; /* another instantiation's enclosing region */
		emit_instance_branch(o->b, q, q == r);
		emit_replacement(o, k);
		emit_instance_branch_end(o->b);
		last = q;
		if (r->parent)
			break;
	}
	emit_instance_end(o->b, last);
}

static void
emit_range(Out *o, unsigned begin, unsigned end, const Region *parent)
{
	const Unit *u = o->u;

	for (int i = 0; i < u->nregions; i++) {
		const Region *r = u->regions[i];
		if (r->parent != parent || r->src.pragma_begin < begin || region_end(r) > end)
			continue;
		emit_text(o, begin, r->src.pragma_begin);
		if (r->src.pp_lines)
			emit_pp_lines(o, r);
		if (r->inst)
			emit_instances(o, i);
		else
			emit_replacement(o, i);
		if (dir_has_kernel(r->dir))
			emit_hidden(o, r);
		emit_line(o->b, u, region_end(r));
		begin = region_end(r);
	}
	emit_text(o, begin, end);
}

/* Declare target variables the runtime enters in the present table: all
 * but const ones, which device code only reads; and link variables,
 * whose pointers it sets. */
static int
is_registered(const Var *v)
{
	return !v->pointee_const || v->link;
}

static int
registered(const Unit *u)
{
	int n = 0;

	for (int i = 0; i < u->nglobals; i++)
		n += is_registered(u->globals[i]);
	return n;
}

/* Does the .cu file rename name (CUDA C++ declares it too)? */
static int
renamed(const Unit *u, const char *name)
{
	for (int i = 0; i < u->nrenames; i++)
		if (!strcmp(u->renames[i], name))
			return 1;
	return 0;
}

/* The name of a declare target variable's __device__ copy: the .cu
 * file renames a name CUDA C++ declares too, or a C++ keyword. */
static const char *
device_prefix(const Unit *u, const char *name)
{
	for (int i = 0; i < u->nkeywords; i++)
		if (!strcmp(u->keywords[i], name))
			return "o2c_k_";
	return renamed(u, name) ? "o2c_u_" : "";
}

static void
emit_globals(Buf *out, const Unit *u)
{
	if (!registered(u))
		return;
	buf_puts(out, "/* declare target variables: host copy, size, __device__ copy (or, "
	              "O2C_GLOBAL_LINK,\n   pointer to the copy while mapped) */\n"
	              "static O2cGlobal o2c_globals[] = {\n");
	for (int i = 0; i < u->nglobals; i++) {
		const Var *v = u->globals[i];
		const char *q = v->qualified ? v->qualified : v->name; /* at file scope */
		if (!is_registered(v))
			continue;
		if (v->link)
			buf_printf(out, "\t{.host = (void *)&%s, .bytes = sizeof(%s), "
			                ".name = \"o2c_link_%s\", .flags = O2C_GLOBAL_LINK},\n",
			           q, q, v->name);
		else
			buf_printf(out, "\t{.host = (void *)&%s, .bytes = sizeof(%s), .name = \"%s%s\"},\n",
			           q, q, v->symbol ? "" : device_prefix(u, v->name),
			           v->symbol ? v->symbol : v->name);
	}
	buf_puts(out, "};\n");
}

/* The types declared in the function at func that its regions' fallbacks
 * use, as the .cu file declares them: at file scope, renamed
 * (frontend/locals.c). */
static void
emit_local_types(Buf *out, const Unit *u, unsigned func)
{
	int first = 1;

	for (int i = 0; i < u->ndecls; i++) {
		const DeviceDecl *d = &u->decls[i];
		if (!d->local || d->templated || d->func != func)
			continue; /* (a template's: in its instances' namespaces) */
		if (first)
			buf_puts(out, "\n/* types declared in the function below that its regions "
			              "use, renamed */");
		first = 0;
		emit_line(out, u, d->at);
		buf_printf(out, "%s\n", d->text);
	}
}

/* Index of the last definition of the main file's macro k's name in
 * (func, before), or -1. */
static int
last_in_function(const Unit *u, int k, unsigned func, unsigned before)
{
	int last = -1;

	for (int i = 0; i < u->nfile_macros; i++)
		if (u->file_macros[i].at > func && u->file_macros[i].at < before &&
		    !strcmp(u->file_macros[i].name, u->file_macros[k].name))
			last = i;
	return last;
}

/* The macros defined or #undef'd in the function at func before region
 * r, which its fallback, put before the function, names as the region
 * does: defined (or not) around the fallback as they are at the region,
 * the definitions outside it kept (push_macro, pop_macro). */
static void
emit_function_macros(Buf *out, const Unit *u, const Region *r, unsigned func, int open)
{
	for (int i = 0; i < u->nfile_macros; i++) {
		const struct FileMacro *m = &u->file_macros[i];
		if (last_in_function(u, i, func, r->src.stmt_begin) != i)
			continue;
		if (open)
			buf_printf(out, "#pragma push_macro(\"%s\")\n#undef %s\n", m->name, m->name);
		if (open && m->text)
			buf_printf(out, "#define %s\n", m->text);
		if (!open)
			buf_printf(out, "#undef %s\n#pragma pop_macro(\"%s\")\n", m->name, m->name);
	}
}

/* The modules of parts 1 to nparts - 1 of a C unit's kernels (no
 * declare target variables, no relocatable device code: emit_parts.c),
 * defined in out (unless NULL); returns a line calling `call` on each,
 * "" with one part. */
static const char *
emit_part_modules(Buf *out, const Unit *u, int nparts, const char *call)
{
	Buf calls = {0};

	for (int k = 1; k < nparts; k++) {
		if (out)
			buf_printf(out, "static O2cModule o2c_module_%d = {.image = o2c_fatbin_%d, .source = "
			                "%s, .deep_stack = %d};\n",
			           k, k, c_string(u->path), u->deep_stack != NULL);
		if (out) /* registering: its size first */
			buf_printf(&calls,
			           "\to2c_module_%d.size = (size_t)(o2c_fatbin_end_%d - o2c_fatbin_%d);\n",
			           k, k, k);
		buf_printf(&calls, "\t%s(&o2c_module_%d);\n", call, k);
	}
	return calls.s ? calls.s : "";
}

/* The module of the file's kernels and the constructor that registers
 * it: nvcc's fatbin; or, for relocatable device code (frontend/rdc.c),
 * no image of its own: nvcc's relocatable fatbin rides in the object's
 * section .o2c_rdc, where the program's link finds it (tools/rdc.c), and
 * the kernels and variables are in the image the link makes,
 * o2c_linked_image, defined (hidden) in each executable or shared
 * library, NULL where the link was not omp2cuda's (the runtime then says
 * so at the first offload).  The image's size is set by the constructor,
 * from o2c_fatbin_end: the header that defines both (tools/run.c) may be
 * written before nvcc has built the fatbin, whose size no constant then
 * holds, so that the host compile runs beside nvcc.  A unit whose kernels
 * nvcc compiled in nparts parts (emit_parts.c) has a module for each
 * further part, o2c_module_<k> of o2c_fatbin_<k>, registered by the same
 * constructor after the first.  The constructor and the destructor are
 * o2c_unit_<stem>_register and _unregister: no file's name makes one the
 * runtime's (o2c_register_globals of a file named globals.c). */
static void
emit_module(Buf *out, const Unit *u, const char *fatbin_header, int nparts)
{
	buf_printf(out, "\n\n/* the device code: %s */\n#include \"%s\"\n",
	           u->rdc ? "nvcc's relocatable fatbin, for the device link"
	                  : "nvcc's fatbin (sm_90 SASS and PTX) of the kernels",
	           fatbin_header);
	emit_globals(out, u);
	if (u->rdc)
		buf_puts(out, "extern O2cModule o2c_linked_image __attribute__((weak, visibility(\"hidden\")));\n");
	/* designated initializers (omp2cuda_rt.h): fields left out are 0; in
	 * C++ the module is the one an anonymous namespace declared */
	const char *parts = emit_part_modules(out, u, nparts, "o2c_register_module");
	buf_printf(out, "%s O2cModule o2c_module = {%s.source = %s%s, .deep_stack = %d};%s\n"
	                "__attribute__((constructor)) static void\no2c_unit_%s_register(void)\n{\n"
	                "%s%s\to2c_register_module(&o2c_module);\n%s}\n",
	           u->cxx ? "namespace {" : "static",
	           u->rdc ? "" : ".image = o2c_fatbin, ", c_string(u->path),
	           u->rdc ? ", .linked = &o2c_linked_image, .rdc = 1" : "", u->deep_stack != NULL,
	           u->cxx ? " }" : "",
	           u->stem,
	           u->rdc ? "" : "\to2c_module.size = (size_t)(o2c_fatbin_end - o2c_fatbin);\n",
	           registered(u) ? arena_printf("\to2c_register_globals(&o2c_module, o2c_globals, %d);\n",
	                                        registered(u))
	                         : "",
	           parts);
	/* a shared library's dlclose (and the program's end) unregisters it */
	buf_printf(out, "__attribute__((destructor)) static void\no2c_unit_%s_unregister(void)\n{\n"
	                "\to2c_unregister_module(&o2c_module);\n%s}\n",
	           u->stem, emit_part_modules(NULL, u, nparts, "o2c_unregister_module"));
}

/* The C library's allocator functions, and how each calls usm_heap.c. */
static const char *const usm_allocator[][2] = {
	{"void *malloc(__SIZE_TYPE__ o2c_n)", "return o2c_usm_malloc(o2c_n);"},
	{"void free(void *o2c_p)", "o2c_usm_free(o2c_p);"},
	{"void *calloc(__SIZE_TYPE__ o2c_n, __SIZE_TYPE__ o2c_size)",
	 "return o2c_usm_calloc(o2c_n, o2c_size);"},
	{"void *realloc(void *o2c_p, __SIZE_TYPE__ o2c_n)", "return o2c_usm_realloc(o2c_p, o2c_n);"},
	{"int posix_memalign(void **o2c_out, __SIZE_TYPE__ o2c_align, __SIZE_TYPE__ o2c_n)",
	 "return o2c_usm_posix_memalign(o2c_out, o2c_align, o2c_n);"},
	{"void *aligned_alloc(__SIZE_TYPE__ o2c_align, __SIZE_TYPE__ o2c_n)",
	 "return o2c_usm_memalign(o2c_align, o2c_n);"},
	{"void *memalign(__SIZE_TYPE__ o2c_align, __SIZE_TYPE__ o2c_n)",
	 "return o2c_usm_memalign(o2c_align, o2c_n);"},
	{"void *valloc(__SIZE_TYPE__ o2c_n)", "return o2c_usm_memalign(4096, o2c_n);"},
	{"void *pvalloc(__SIZE_TYPE__ o2c_n)",
	 "return o2c_usm_memalign(4096, (o2c_n + 4095) & ~4095ul);"},
	{"__SIZE_TYPE__ malloc_usable_size(void *o2c_p)", "return o2c_usm_usable_size(o2c_p);"},
};

/* Where the function's name starts in its declaration. */
static int
name_at(const char *decl)
{
	int at = (int)strcspn(decl, "(");

	while (at > 0 && (decl[at - 1] == '_' || isalnum((unsigned char)decl[at - 1])))
		at--;
	return at;
}

/* requires unified_shared_memory or unified_address (OpenMP 5.2 8.2.1):
 * a constructor tells the runtime (runtime/usm.c); under the first, the
 * file also replaces the C library's allocator by the runtime's heap,
 * which the GPU reaches at the host's addresses (runtime/usm_heap.c).
 * The definitions are weak: every unit that requires it defines them. */
static void
emit_requires(Buf *out, const Unit *u)
{
	int n = (int)(sizeof usm_allocator / sizeof usm_allocator[0]);

	if (!u->requires)
		return;
	if (u->requires & 1) {
		buf_puts(out, "\n\n/* requires unified_shared_memory: the program's heap is omp2cuda's, "
		              "which the GPU\n * reaches at the host's addresses (runtime/usm_heap.c) */\n"
		              "#ifdef __cplusplus\nextern \"C\" {\n#define O2C_USM_NOTHROW noexcept(true)\n"
		              "#else\n#define O2C_USM_NOTHROW\n#endif\n");
		for (int i = 0; i < n; i++)
			buf_printf(out, "#undef %.*s\n%s O2C_USM_NOTHROW;\n__attribute__((weak)) %s O2C_USM_NOTHROW\n{\n\t%s\n}\n",
			           (int)strcspn(usm_allocator[i][0] + name_at(usm_allocator[i][0]), "("),
			           usm_allocator[i][0] + name_at(usm_allocator[i][0]), usm_allocator[i][0],
			           usm_allocator[i][0], usm_allocator[i][1]);
		buf_puts(out, "#ifdef __cplusplus\n}\n#endif\n#undef O2C_USM_NOTHROW\n");
	}
	buf_printf(out, "\n/* requires %s */\n__attribute__((constructor)) static void\n"
	                "o2c_unit_%s_requires(void)\n{\n\to2c_requires(%s, %s);\n}\n",
	           u->requires & 1 ? "unified_shared_memory" : "unified_address", u->stem,
	           u->requires & 1 ? "O2C_REQUIRES_USM" : "O2C_REQUIRES_ADDRESS",
	           c_string(u->path));
}

/* Is region k the first of its function's regions from i that opens
 * its instance's namespace (emit_instance_open)? */
static int
first_of_instance(const Unit *u, int i, int k)
{
	for (int j = i; j < k; j++)
		if (u->regions[j]->src.func_begin == u->regions[i]->src.func_begin &&
		    dir_has_kernel(u->regions[j]->dir) && u->regions[j]->inst == u->regions[k]->inst)
			return 0;
	return 1;
}

/* Does region k of the function of region i declare classes that no
 * region before it there declared (Instance.forward)? */
static int
first_forward(const Unit *u, int i, int k)
{
	const Instance *in = u->regions[k]->inst;

	if (!in || !in->forward)
		return 0;
	for (int j = i; j < k; j++)
		if (u->regions[j]->src.func_begin == u->regions[i]->src.func_begin &&
		    u->regions[j]->inst && u->regions[j]->inst->forward &&
		    !strcmp(u->regions[j]->inst->forward, in->forward))
			return 0;
	return 1;
}

/* Does region r's instance print its fallbacks after the classes among
 * its arguments that the file declares after the template (the CRTP,
 * frontend/cxx_templates.c)? */
static int
deferred(const Region *r)
{
	return r->inst && r->inst->fallbacks_at && dir_has_kernel(r->dir);
}

/* Before the function of region i: the classes its instances name
 * before the file declares them, and the host fallbacks and
 * descriptors of its regions, each instance's in its namespace; a
 * deferred instance's (emit_deferred) declared only. */
static void
emit_function_fallbacks(Buf *out, const Unit *u, Plan **plans, const EmitParts *parts, int i)
{
	unsigned func = u->regions[i]->src.func_begin;

	emit_access_host(out, u, func);
	for (int k = i; k < u->nregions; k++) {
		const Region *r = u->regions[k];
		if (r->src.func_begin != func)
			continue;
		if (first_forward(u, i, k))
			buf_printf(out, "%s /* named by instantiation %s before its definition */\n",
			           r->inst->forward, r->inst->label);
		if (deferred(r))
			emit_instance_declare(out, plans[k]);
		else if (dir_has_kernel(r->dir)) {
			emit_instance_open(out, u, r->inst, first_of_instance(u, i, k));
			emit_function_macros(out, u, r, func, 1);
			emit_fallback(out, emit_instance_unit(u, r->inst), plans[k], part_of(parts, k));
			emit_function_macros(out, u, r, func, 0);
			emit_instance_close(out, r->inst);
		}
	}
}

/* The source text from *at to end, where the host fallbacks of deferred
 * instances whose place lies in it are printed, each at its place:
 * after the classes among their arguments, complete there. */
static void
emit_deferred(Out *o, unsigned *at, unsigned end)
{
	const Unit *u = o->u;

	for (;;) {
		unsigned place = ~0u;
		for (int k = 0; k < u->nregions; k++)
			if (deferred(u->regions[k]) && u->regions[k]->inst->fallbacks_at > *at &&
			    u->regions[k]->inst->fallbacks_at <= end &&
			    u->regions[k]->inst->fallbacks_at < place)
				place = u->regions[k]->inst->fallbacks_at;
		if (place == ~0u)
			return;
		emit_text(o, *at, place);
		for (int k = 0, first = 1; k < u->nregions; k++, first = 1) {
			const Region *r = u->regions[k];
			if (!deferred(r) || r->inst->fallbacks_at != place)
				continue;
			for (int j = 0; j < k; j++)
				first &= !deferred(u->regions[j]) || u->regions[j]->inst != r->inst;
			emit_instance_open(o->b, u, r->inst, first);
			emit_function_macros(o->b, u, r, r->src.func_begin, 1);
			emit_fallback(o->b, emit_instance_unit(u, r->inst), o->plans[k],
			              part_of(o->parts, k));
			emit_function_macros(o->b, u, r, r->src.func_begin, 0);
			emit_instance_close(o->b, r->inst);
		}
		emit_line(o->b, u, place);
		*at = place;
	}
}

void
emit_host(const Unit *u, Plan **plans, const EmitParts *parts, const char *fatbin_header,
          Buf *out)
{
	Out o = {out, u, plans, parts};
	int nparts = parts ? parts->n : 1;
	unsigned at = 0, func = ~0u;
	int kernels = emit_has_kernels(u);

	buf_printf(out, "/* %s rewritten by omp2cuda: target constructs call the omp2cuda runtime. */\n"
	                "#include \"omp2cuda_rt.h\"\n",
	           u->path);
	/* C++ has no tentative definition: an extern declaration in an
	 * unnamed namespace has internal linkage too (C++17 [basic.link]) */
	if (kernels)
		buf_puts(out, u->cxx ? "namespace { extern O2cModule o2c_module; }\n"
		                     : "static O2cModule o2c_module;\n");
	for (int k = 1; k < nparts; k++) /* C only (emit_parts.c) */
		buf_printf(out, "static O2cModule o2c_module_%d;\n", k);
	buf_printf(out, "#line 1 %s\n", c_string(u->path));
	/* a UTF-8 byte-order mark begins the file, not this line */
	if (u->len >= 3 && !memcmp(u->src, "\xef\xbb\xbf", 3))
		at = 3;
	/* top-level regions, with fallbacks before their functions */
	for (int i = 0; i < u->nregions; i++) {
		const Region *r = u->regions[i];
		/* a function template's instantiations have one text: the
		 * first of them printed every instantiation's branch */
		if (r->parent || region_end(r) <= at)
			continue;
		if (r->src.func_begin != func) {
			emit_deferred(&o, &at, r->src.func_begin);
			emit_text(&o, at, r->src.func_begin);
			emit_local_types(out, u, r->src.func_begin);
			emit_function_fallbacks(out, u, plans, parts, i);
			emit_line(out, u, r->src.func_begin);
			at = func = r->src.func_begin;
		}
		emit_deferred(&o, &at, region_end(r));
		emit_range(&o, at, region_end(r), NULL);
		at = region_end(r);
	}
	emit_deferred(&o, &at, u->len);
	emit_text(&o, at, u->len);
	emit_requires(out, u);
	if (!kernels)
		return;
	emit_module(out, u, fatbin_header, nparts);
}
