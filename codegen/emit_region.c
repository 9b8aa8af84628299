/* Host code for one loop region: its fallback function (the original loop
 * nest under the host directive lowering chose, Plan.host) with its O2cRegion
 * descriptor, and the block that replaces the directive: map list,
 * argument list, launch inputs and the o2c_target call.  The fallback
 * takes exactly the kernel's parameters, so the runtime calls it through
 * libffi with the same argument descriptors it launches the kernel with.
 */
#include <ctype.h>
#include <string.h>

#include "codegen.h"

static int
is_declared(const Region *r, const char *var)
{
	for (int i = 0; i < r->nloops; i++)
		if (r->loops[i].declared && !strcmp(r->loops[i].var, var))
			return 1;
	return 0;
}

/* The host's own OpenMP directive for the region: the construct and
 * geometry clauses lowering chose (Plan.host, lowering/fallback.c), then
 * the loop's and the data-sharing clauses. */
static void
emit_host_pragma(Buf *b, const Unit *u, const Plan *p)
{
	const Region *r = p->r;
	const char *sep = " private(";

	buf_printf(b, "#pragma omp %s", lower_host_text(&p->host));
	if (r->exec.collapse > 1)
		buf_printf(b, " collapse(%d)", r->exec.collapse);
	if (r->exec.dist.kind != SCHED_NONE)
		buf_printf(b, " dist_%s", emit_schedule_clause(&r->exec.dist));
	if (r->exec.sched.kind != SCHED_NONE && !p->team.spmd)
		buf_printf(b, " %s", emit_schedule_clause(&r->exec.sched));
	for (int i = 0; i < r->data.nprivates; i++)
		if (emit_private_used(u, r, r->data.privates[i])) {
			buf_printf(b, "%s%s", sep, r->data.privates[i]->name);
			sep = ", ";
		}
	buf_puts(b, *sep == ',' ? ")" : "");
	/* each host thread (or team) its own copy, as on the GPU; the
	 * target construct's copies in target parallel are the parallel
	 * region's shared variables */
	sep = " firstprivate(";
	for (int i = 0; i < p->nparams; i++)
		if (var_listed(r->data.firstprivates, r->data.nfirstprivates, p->params[i].var) &&
		    !p->params[i].ref && !(r->dir == DIR_TP && p->params[i].fp == FP_TEAM)) {
			buf_printf(b, "%s%s", sep, p->params[i].var->name);
			sep = ", ";
		}
	buf_puts(b, *sep == ',' ? ")" : "");
	for (int i = 0; i < r->data.nreductions; i++)
		buf_printf(b, " reduction(%s%s: %s)", r->data.reductions[i].task ? "task, " : "",
		           r->data.reductions[i].spelling, r->data.reductions[i].item);
	for (int i = 0; i < r->data.nlastprivates; i++)
		buf_printf(b, " lastprivate(%s)", r->data.lastprivates[i]->name);
	for (int i = 0; i < r->data.nlinears; i++)
		buf_printf(b, " linear(%s: %s)", r->data.linears[i].var->name, r->data.linears[i].step);
}

static int
host_alias(const Plan *p, const Var *v)
{
	const Param *prm = plan_param(p, v);
	return prm && prm->host_alias;
}

static int
uses_thread_api(const Region *r)
{
	for (int i = 0; i < r->dev.napis; i++)
		if (r->dev.apis[i].fn == API_THREAD_NUM || r->dev.apis[i].fn == API_NUM_THREADS)
			return 1;
	return 0;
}

/* The directive of a parallel region nested in another for the host:
 * num_threads(1), replacing the argument of the one it has.  OpenMP 5.2
 * 3.4 leaves unspecified whether its expression is evaluated at all. */
static const char *
one_thread(const Region *in)
{
	const char *s = in->pragma, *p = s;

	while ((p = strstr(p, "num_threads"))) {
		const char *q = p + strlen("num_threads");
		int word = (p == s || (!isalnum((unsigned char)p[-1]) && p[-1] != '_'));
		p = q;
		while (*q == ' ' || *q == '\t')
			q++;
		if (!word || *q != '(')
			continue;
		int depth = 0;
		const char *e = q;
		for (; *e; e++)
			if (*e == '(')
				depth++;
			else if (*e == ')' && --depth == 0)
				break;
		return arena_printf("%.*s1%s", (int)(q + 1 - s), s, e);
	}
	return arena_printf("%s num_threads(1)", s);
}

static int
used_whole(const Plan *p, const Var *v)
{
	const Param *prm = plan_param(p, v);
	return prm && prm->whole;
}

/* The next device API call in [begin, end) whose name the fallback
 * renames, or NULL. */
static const ApiCall *
next_api(const Region *r, unsigned begin, unsigned end)
{
	const ApiCall *next = NULL;

	for (int i = 0; i < r->dev.napis; i++) {
		const ApiCall *a = &r->dev.apis[i];
		if (a->name_end && a->begin >= begin && a->name_end <= end &&
		    (!next || a->begin < next->begin))
			next = a;
	}
	return next;
}

/* The region's code in [begin, end) for the host fallback: as written,
 * except that
 *   - a use of an array used whole (&a, sizeof a) names the array through
 *     a pointer to it, cast from the parameter that points to its first
 *     element: whatever `a` names there, the array is at that address;
 *   - a use of a variable the fallback names as the original
 *     (Param.host_alias) becomes (*o2c_ref_<name>);
 *   - a device API routine is called through o2c_omp_<routine>
 *     (emit_api_wrappers);
 *   - the name of a type declared in the function names its file-scope
 *     copy (the host edits of frontend/locals.c);
 *   - a call of a function with declare variant directives calls the
 *     function the host chooses (frontend/selectors.c);
 *   - an atomic compare construct and a capture whose new value reads v
 *     are written out (emit_compare.c). */
static void emit_host_code(Buf *b, const Unit *u, const Plan *p, unsigned begin, unsigned end);

typedef struct HostPiece {
	const Unit *u;
	const Plan *p;
} HostPiece;

static void
host_piece(Buf *b, const void *ctx, unsigned begin, unsigned end)
{
	const HostPiece *h = ctx;

	emit_host_code(b, h->u, h->p, begin, end);
}

/* The first atomic construct in [begin, end) that the host file writes
 * out (a compare construct, a read-modify-write capture), or NULL. */
static const Atomic *
next_compare(const Region *r, unsigned begin, unsigned end)
{
	for (int i = 0; i < r->dev.natomics; i++)
		if ((r->dev.atomics[i].cmp || r->dev.atomics[i].rmw) && r->dev.atomics[i].begin >= begin &&
		    r->dev.atomics[i].end <= end)
			return &r->dev.atomics[i];
	return NULL;
}

static void
emit_host_code(Buf *b, const Unit *u, const Plan *p, unsigned begin, unsigned end)
{
	const Region *r = p->r;
	int i = 0, k = 0, e = 0;
	const Atomic *cmp;

	while ((cmp = next_compare(r, begin, end))) {
		HostPiece h = {u, p};
		emit_host_code(b, u, p, begin, cmp->begin);
		emit_atomic_host(b, u, cmp, host_piece, &h);
		begin = cmp->end;
	}
	for (;;) {
		while (i < r->uses.nwhole_uses &&
		       (r->uses.whole_uses[i].begin < begin || r->uses.whole_uses[i].end > end ||
		        !used_whole(p, r->uses.whole_uses[i].var)))
			i++;
		while (k < r->uses.nrefs && (r->uses.refs[k].begin < begin || r->uses.refs[k].end > end ||
		                        !host_alias(p, r->uses.refs[k].var)))
			k++;
		while (e < u->nedits && (u->edits[e].begin < begin || u->edits[e].end > end ||
		                         !u->edits[e].host))
			e++;
		const ApiCall *api = next_api(r, begin, end);
		unsigned wb = i < r->uses.nwhole_uses ? r->uses.whole_uses[i].begin : ~0u;
		unsigned rb = k < r->uses.nrefs ? r->uses.refs[k].begin : ~0u;
		unsigned eb = e < u->nedits && u->edits[e].begin < end ? u->edits[e].begin : ~0u;
		unsigned ab = api ? api->begin : ~0u;
		unsigned first = wb < rb ? wb : rb;
		first = first < eb ? first : eb;
		first = first < ab ? first : ab;
		if (first == ~0u)
			break;
		if (first == eb) {
			const Edit *ed = &u->edits[e++];
			emit_kept_source(b, u, begin, ed->begin);
			buf_puts(b, ed->host_text ? ed->host_text : ed->text);
			begin = ed->end;
		} else if (first == wb) {
			const VarRef *w = &r->uses.whole_uses[i++];
			emit_kept_source(b, u, begin, w->begin);
			buf_printf(b, "(*(%s)%s)", w->var->whole_ptr, w->var->name);
			begin = w->end;
		} else if (first == rb) {
			const VarRef *ref = &r->uses.refs[k++];
			emit_kept_source(b, u, begin, ref->begin);
			buf_printf(b, "(*o2c_ref_%s)", ref->var->name);
			begin = ref->end;
		} else {
			emit_kept_source(b, u, begin, api->begin);
			buf_printf(b, "o2c_%s", api_names[api->fn]);
			begin = api->name_end;
		}
	}
	emit_kept_source(b, u, begin, end);
}

/* The scope the fallback of r is printed in, as a part of a macro name:
 * "" at file scope (C), else "_a_b" for the namespaces around its
 * function and "_o2c_iN" for a template instantiation's. */
static const char *
wrapper_scope(const Region *r)
{
	const char *ns = r->src.ns_open ? r->src.ns_open : "", *key = "";

	while (*ns) {
		size_t n = 0;
		while (isalnum((unsigned char)ns[n]) || ns[n] == '_')
			n++;
		if (n && strncmp(ns, "namespace", n) && strncmp(ns, "inline", n))
			key = arena_printf("%s_%.*s", key, (int)n, ns);
		ns += n ? n : 1;
	}
	return r->inst ? arena_printf("%s_%s", key, r->inst->ns) : key;
}

/* The body of the host fallback's wrapper of device API routine fn. */
static const char *
wrapper_body(int fn)
{
	switch (fn) {
	case API_THREAD_NUM:
		return "return omp_get_level() == o2c_fallback_level() ? 0 : omp_get_thread_num();";
	case API_NUM_THREADS:
		return "return omp_get_level() == o2c_fallback_level() ? 1 : omp_get_num_threads();";
	case API_LEVEL:
		return "return omp_get_level() - (o2c_fallback_level() > 0 ? o2c_fallback_level() : 0);";
	case API_ANCESTOR_THREAD_NUM:
		return "return o2c_arg <= 0 || o2c_fallback_level() <= 0 ? omp_get_ancestor_thread_num(o2c_arg)\n"
		       "\t                                         : omp_get_ancestor_thread_num(o2c_arg + "
		       "o2c_fallback_level());";
	default:
		return arena_printf("return %s(%s);", api_names[fn], api_nargs[fn] ? "o2c_arg" : "");
	}
}

/* The wrappers the fallback calls the device API through: a host
 * compiler rejects a call of most OpenMP routines written directly in a
 * teams region (gcc: "OpenMP runtime API call strictly nested in a teams
 * region"; OpenMP 5.2 10.2), and the fallback of a teams region holds
 * such calls, written for the device.  Through a function libgomp
 * answers them, for the team's initial thread as OpenMP says.  The
 * region's code runs as a new initial thread (OpenMP 5.2 13.8), also
 * where a host parallel region met the construct: at the level the
 * fallback began (o2c_fallback_level), the thread number is 0, the team
 * one thread, and levels count from there.  Each is defined once per
 * scope a fallback is printed in (C++: namespaces, where the routine is
 * the C one, extern "C"). */
static void
emit_api_wrappers(Buf *b, const Unit *u, const Region *r)
{
	const char *scope = wrapper_scope(r), *linkage = u->cxx ? "extern \"C\" " : "";

	for (int i = 0; i < r->dev.napis; i++) {
		const char *name = api_names[r->dev.apis[i].fn];
		const char *params = api_nargs[r->dev.apis[i].fn] ? "int o2c_arg" : "void";
		if (!r->dev.apis[i].name_end)
			continue;
		buf_printf(b, "\n#ifndef O2C_HAVE_%s%s\n#define O2C_HAVE_%s%s\n%sint %s(%s);\n"
		              "%sint omp_get_level(void);\nstatic int\no2c_%s(%s)\n{\n\t%s\n}\n#endif\n",
		           name, scope, name, scope, linkage, name, params, linkage, name, params,
		           wrapper_body(r->dev.apis[i].fn));
	}
}

/* private(a) on a parallel, single, masked or scope construct nested in
 * the region, of an array the region captures: the fallback receives it
 * as a pointer, which the host's clause would privatize as one; a
 * declaration of the array at the start of the construct's block gives
 * each thread its array, as the kernel does (frontend/clauses.c requires
 * the block).  Returns where the copy of the source goes on. */
static unsigned
emit_private_arrays(Buf *b, const Unit *u, const Plan *p, const Region *in, unsigned at)
{
	int open = 0;

	for (int k = 0; k < in->data.nprivates; k++) {
		const Var *v = in->data.privates[k];
		if (v->kind != VAR_ARRAY || !plan_param(p, v) || !in->src.block)
			continue; /* (frontend/clauses.c allows no other statement) */
		if (!open) {
			/* the rest of the directive, then the block's '{' */
			emit_host_code(b, u, p, at, in->src.stmt_begin + 1);
			at = in->src.stmt_begin + 1;
			open = 1;
		}
		buf_printf(b, " %s; /* private(%s): each thread's */", v->local_rw, v->name);
	}
	if (open)
		emit_line(b, u, at);
	return at;
}

/* Does construct in, nested in a kernel region, declare its threads'
 * private arrays at the start of its block (emit_private_arrays)? */
static int
declares_privates(const Region *in)
{
	return dir_is_parallel(in->dir) || dir_shape[in->dir] == SHAPE_SINGLE;
}

/* Is captured array v private to a construct nested in r, whose
 * threads declare their own (emit_private_arrays)? */
static int
private_nested(const Unit *u, const Region *r, const Var *v)
{
	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		if (!declares_privates(in) || in->src.pragma_begin < r->src.stmt_begin ||
		    in->src.pragma_begin >= r->src.stmt_end || !in->src.block)
			continue;
		for (int k = 0; k < in->data.nprivates; k++)
			if (in->data.privates[k] == v && v->kind == VAR_ARRAY)
				return 1;
	}
	return 0;
}

/* firstprivate(...) of the captured pointers the threads of parallel
 * region in keep to themselves (frontend/thread_views.c), as on the GPU,
 * or "". */
static const char *
thread_views_clause(const Region *in)
{
	const char *list = "";

	for (int i = 0; i < in->data.nthread_views; i++)
		list = arena_printf("%s%s%s", list, i ? ", " : "", in->data.thread_views[i]->name);
	return *list ? arena_printf(" firstprivate(%s) /* each thread's own */", list) : "";
}

/* A parallel region nested in teams region r, for the host; returns
 * where the copy of the source goes on. */
static unsigned
emit_nested_directive(Buf *b, const Unit *u, const Plan *p, const Region *in, unsigned at)
{
	const Region *r = p->r;
	const char *views = thread_views_clause(in);

	if (region_team(in->parent)) {
		/* the directive as one line (comments and splices gone) */
		emit_host_code(b, u, p, at, in->src.pragma_begin);
		buf_printf(b, "\n%s%s /* nested: one thread, as on the GPU */", one_thread(in), views);
		emit_line(b, u, in->src.pragma_end);
		return in->src.pragma_end;
	}
	int threads = p->team.spmd && in->parent == r && !in->exec.thread_limit && uses_thread_api(r) &&
	              !in->src.as_written;
	if (!threads && !*views)
		return at;
	const char *add = arena_printf("%s%s", threads ? " num_threads(o2c_threads)" : "", views);
	if (in->src.from_operator) {
		/* the host gets the directive the operator gives as a line */
		emit_host_code(b, u, p, at, in->src.pragma_begin);
		buf_printf(b, "\n%s%s", in->pragma, add);
		emit_line(b, u, in->src.pragma_end);
		return in->src.pragma_end;
	}
	emit_host_code(b, u, p, at, in->src.clauses_at);
	buf_puts(b, add);
	return in->src.clauses_at;
}

/* The statement of the region for the host, with the private arrays of
 * the constructs nested in it (emit_private_arrays).  In a teams region
 * (or target parallel), when the region asks for thread numbers or
 * counts, each parallel region nested in the teams region without
 * num_threads gets the team's threads, as on the GPU; otherwise the
 * host's default, which no program can tell apart.  A parallel region
 * nested in another gets one thread, as on the GPU (frontend/binding.c),
 * whatever the host's max-active-levels-var (OMP_MAX_ACTIVE_LEVELS,
 * OMP_NESTED). */
static void
emit_team_source(Buf *b, const Unit *u, const Plan *p, unsigned at)
{
	const Region *r = p->r;

	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		if (!declares_privates(in) || in->src.pragma_begin < r->src.stmt_begin ||
		    in->src.pragma_begin >= r->src.stmt_end || in->inst != r->inst)
			continue; /* another instantiation's, at the same offsets */
		if (dir_is_parallel(in->dir) && (p->team.spmd || in->data.nthread_views))
			at = emit_nested_directive(b, u, p, in, at);
		at = emit_private_arrays(b, u, p, in, at);
	}
	emit_host_code(b, u, p, at, r->src.stmt_end);
}

/* A kernel variant's field of the region's O2cRegion, as a designated
 * initializer (", .field = \"name\""), or nothing where it has none (0). */
static const char *
desc_kernel(const char *field, const char *name)
{
	return name ? arena_printf(", .%s = %s", field, c_string(name)) : "";
}

/* The region's descriptor, function desc: the descriptor is a function's
 * static object (its designators in O2cRegion's order, which C++
 * requires): a construct around the target construct with default(none),
 * default(private) or default(firstprivate) would otherwise need, or copy,
 * a file-scope variable the user never wrote (OpenMP 5.2 5.1.1).  known:
 * the descriptor of the kernels with the known arguments (Plan.known). */
static void
emit_desc(Buf *b, const Plan *p, int part, const char *desc, int known)
{
	const Region *r = p->r;
#define K(name) ((name) && known ? lower_known_name(p, name) : (name))
	buf_printf(b, "static O2cRegion *\n%s(void)\n{\n"
	              "\tstatic O2cRegion o2c_desc = {.module = &o2c_module%s, .kernel = \"%s\", "
	              ".loc = \"%s:%u:%u\", .host = (void (*)(void))%s%s%s%s%s%s%s%s%s%s%s%s};\n"
	              "\treturn &o2c_desc;\n}\n",
	           desc, emit_part_suffix(part), K(p->kernel), r->loc.file, r->loc.line, r->loc.col,
	           p->host.fn,
	           desc_kernel("kernel_alias", K(p->alias.kernel)),
	           desc_kernel("kernel_narrow", K(p->narrow.kernel)),
	           desc_kernel("kernel_lanes", K(p->inner.kernel)),
	           desc_kernel("kernel_chain", K(p->chain.kernel)),
	           desc_kernel("kernel_lanes_chain", K(p->chain.lanes_kernel)),
	           desc_kernel("kernel_flat", K(p->flat.kernel)),
	           desc_kernel("kernel_batch", K(p->chain.batch.kernel)),
	           desc_kernel("kernel_steps", K(p->chain.steps.kernel)),
	           p->flat.tiles ? arena_printf(", .flat_tiles = %d", p->flat.tiles) : "",
	           desc_kernel("kernel_pivots", K(p->chain.pivots.kernel)),
	           desc_kernel("kernel_below", K(p->chain.pivots.below)));
#undef K
}

void
emit_fallback(Buf *b, const Unit *u, const Plan *p, int part)
{
	const Region *r = p->r;

	emit_api_wrappers(b, u, r);
	buf_printf(b, "\n/* %s:%u: host fallback of %s */\nstatic void\n%s", r->loc.file, r->loc.line,
	           p->kernel, p->host.fn);
	emit_params(b, p, NULL);
	buf_puts(b, "{\n");
	if (r->src.usings)
		buf_printf(b, "\t%s/* as in the region's function */\n", r->src.usings);
	for (int i = 0; i < r->uses.nconsts; i++)
		buf_printf(b, "\t%s;\n", r->uses.consts[i]);
	for (int i = 0; i < p->nparams; i++) {
		const Var *v = p->params[i].var;
		if (p->params[i].host_alias)
			continue; /* the original, (*o2c_ref_<name>) */
		if (p->params[i].ref)
			buf_printf(b, "\t%s = *o2c_ref_%s;\n", v->local, v->name);
		else if (p->params[i].fp)
			buf_printf(b, "\t%s;\n\t__builtin_memcpy(&%s, o2c_fp_%s, sizeof %s);\n",
			           v->local_rw, v->name, v->name, v->name);
		else if (emit_last_array(&p->params[i]) || emit_red_array(&p->params[i]))
			/* lastprivate's or a reduction's original: an array */
			buf_printf(b, "\t%s;\n\t__builtin_memcpy(%s, %s, sizeof %s);\n", v->local_rw,
			           v->name, v->renamed->name, v->name);
		else if (v->arg == ARG_RECORD)
			buf_printf(b, "\t%s = *o2c_val_%s;\n", v->local, v->name);
	}
	for (int i = 0; i < r->data.nprivates; i++)
		if (emit_private_used(u, r, r->data.privates[i]))
			buf_printf(b, "\t%s;\n", r->data.privates[i]->local);
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].lin) /* the pragma's linear clause starts from the original */
			buf_printf(b, "\t(void)o2c_lin_%s;\n", p->params[i].var->name);
	for (int i = 0; i < p->nparams; i++)
		if (private_nested(u, r, p->params[i].var))
			buf_printf(b, "\t(void)%s; /* each thread declares its own array */\n",
			           p->params[i].var->name);
	for (int i = 0; i < r->nloops; i++)
		if (!is_declared(r, r->loops[i].var) && !r->loops[i].last)
			buf_printf(b, "\t%s %s;\n", r->loops[i].type, r->loops[i].var);
	if (p->team.spmd || p->host.teams)
		buf_puts(b, "\tint o2c_teams, o2c_threads;\n"
		            "\to2c_fallback_geometry(&o2c_teams, &o2c_threads);\n");
	if (p->host.threads)
		buf_puts(b, "\tconst int o2c_nthreads = o2c_fallback_threads();\n");
	unsigned at = r->src.stmt_begin;
	if (dir_is_loop(r->dir) && r->src.nest_begin > at) {
		/* braces that hold the loop nest alone: the host's directive
		 * goes inside them, before the loop */
		emit_line(b, u, at);
		emit_host_code(b, u, p, at, r->src.nest_begin);
		buf_puts(b, "\n");
		at = r->src.nest_begin;
	}
	if (dir_is_loop(r->dir) || (p->team.spmd && p->host.construct != HOST_NONE))
		emit_host_pragma(b, u, p);
	emit_line(b, u, at);
	emit_team_source(b, u, p, at);
	buf_puts(b, "\n");
	/* what the region left in its copies of by-reference variables goes
	 * to the originals (lowering's Param.from) */
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		const char *v = prm->var->name;
		if ((prm->from || (prm->ref && prm->red && !prm->discard)) && prm->var->arg == ARG_RECORD)
			/* its bytes: a C++ class's const members leave no operator= */
			buf_printf(b, "\t__builtin_memcpy((void *)o2c_ref_%s, (const void *)&%s, sizeof %s);\n",
			           v, v, v);
		else if (prm->from || (prm->ref && prm->red && !prm->discard))
			buf_printf(b, "\t*o2c_ref_%s = %s;\n", v, v);
		else if (emit_last_array(prm) || emit_red_array(prm))
			buf_printf(b, "\t__builtin_memcpy(%s, %s, sizeof %s);\n", prm->var->renamed->name,
			           v, v);
		else if (prm->last && !prm->ref)
			buf_printf(b, "\t(void)%s; /* lastprivate into a firstprivate copy: lost */\n", v);
	}
	buf_puts(b, "}\n");
	emit_desc(b, p, part, p->desc, 0);
	if (p->known.desc)
		emit_desc(b, p, part, p->known.desc, 1);
}

/* The O2cArg flags of a parameter, as C: "A | B", or "0". */
static const char *
arg_flags(const Plan *p, const Param *prm)
{
	const char *f[10], *s = "0";
	int n = 0;

	if (prm->device_ptr)
		f[n++] = "O2C_ARG_DEVICE_PTR";
	else if (prm->restrict_ && p->alias.check) /* else proven, or none */
		f[n++] = "O2C_ARG_RESTRICT";
	if (prm->unwritten && !prm->device_ptr)
		f[n++] = "O2C_ARG_READONLY";
	if (prm->value_only && !prm->device_ptr)
		f[n++] = "O2C_ARG_VALUE_ONLY";
	if (p->rows.on && p->rows.var == prm->var)
		f[n++] = "O2C_ARG_ROWS";
	if (p->table.on && p->table.var == prm->var)
		f[n++] = "O2C_ARG_TABLE";
	if (emit_window_param(p, prm))
		f[n++] = "O2C_ARG_WINDOW";
	if (p->alias.globals && ((prm->restrict_ && p->alias.check) || emit_window_param(p, prm)))
		f[n++] = "O2C_ARG_GLOBALS";
	if (prm->align)
		f[n++] = prm->align == 16 ? "O2C_ARG_ALIGN16" : "O2C_ARG_ALIGN8";
	for (int i = 0; i < n; i++)
		s = i ? arena_printf("%s | %s", s, f[i]) : f[i];
	return s;
}

/* Arrays and by-reference scalars are passed as pointers held in
 * o2c_ptr_<name>: the runtime reads each argument's value through its
 * address. */
static void
emit_args(Buf *b, const Plan *p)
{
	for (int i = 0; i < p->nparams; i++) /* an extent of a variably modified type */
		if (p->params[i].var->host_value)
			buf_printf(b, "\tlong %s = %s;\n", p->params[i].var->name,
			           p->params[i].var->host_value);
	for (int i = 0; i < p->nparams; i++) {
		const Var *v = p->params[i].var;
		if (p->params[i].device_addr && p->params[i].device_ptr) /* use_device_addr's */
			buf_printf(b, "\tvoid *o2c_ptr_%s = (void *)o2c_addr_%s;\n", v->name, v->name);
		else if ((v->kind == VAR_ARRAY || p->params[i].ref) && !p->params[i].fp)
			buf_printf(b, "\tvoid *o2c_ptr_%s = (void *)%s%s;\n", v->name,
			           p->params[i].ref ? "&" : "", v->name);
	}
	if (!p->nparams)
		return;
	buf_puts(b, "\tO2cArg o2c_args[] = {\n");
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		const Var *v = prm->var;
		int indirect = (v->kind == VAR_ARRAY || prm->ref) && !prm->fp;
		/* a firstprivate copy's bytes: the variable's own */
		buf_printf(b, "\t\t{.value = (void *)&%s%s, .type = %s, .map = %d, .name = \"%s\", "
		              ".flags = %s},\n",
		           indirect ? "o2c_ptr_" : "", v->name,
		           emit_arg_names[indirect ? ARG_PTR : prm->fp ? ARG_RECORD : v->arg], prm->map,
		           v->name, arg_flags(p, prm));
	}
	/* a linear item's start: its device copy's value as the region
	 * begins (the host's in the fallback) */
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].lin)
			buf_printf(b, "\t\t{.value = (void *)&%s, .type = %s, .map = %d, .name = \"%s\", "
			              ".flags = O2C_ARG_DEVICE_VALUE},\n",
			           p->params[i].var->name, emit_arg_names[p->params[i].var->arg],
			           p->params[i].map, p->params[i].var->name);
	buf_puts(b, "\t};\n");
}

/* The multipliers of the divisors the host knows at launch, computed as
 * the region begins from the values it passes (frontend/divisors.c). */
static void
emit_divisors(Buf *b, const Plan *p)
{
	if (!p->known.ndivisors)
		return;
	buf_puts(b, "\tO2cDivisor o2c_divisors[] = {\n");
	for (int i = 0; i < p->known.ndivisors; i++) {
		const Divisor *d = &p->known.divisors[i];
		buf_printf(b, "\t\to2c_divisor_%s((%s)(%s)), /* %s: '%s' */\n", d->is_unsigned ? "u32" : "s32",
		           d->is_unsigned ? "unsigned" : "int", d->host, d->name, d->text);
	}
	buf_puts(b, "\t};\n");
}

/* A variable private in the region (or in its nested parallel loops) and
 * declared before it, or the index of its loop declared before it, may
 * have no other use in the host code once the region is replaced; mark it
 * used, as the directive did for the host compiler (-Wunused-variable). */
static void
emit_private_uses(Buf *b, const Unit *u, const Region *r)
{
	for (int i = 0; i < r->nloops; i++)
		if (!r->loops[i].declared)
			buf_printf(b, "\t(void)%s; /* the region's loop index */\n", r->loops[i].var);
	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		if ((in != r && in->parent != r) || in->exec.combined)
			continue;
		for (int k = 0; k < in->data.nprivates; k++) {
			const Loc *at = &in->data.privates[k]->loc;
			if (at->line < r->loc.line || (at->line == r->loc.line && at->col < r->loc.col))
				buf_printf(b, "\t(void)%s; /* private in the region */\n",
				           in->data.privates[k]->name);
		}
	}
}

/* The flags of a target task (runtime/task.c), or NULL for none; with
 * nowait(expr), O2C_NOWAIT where expr is true when the construct is met. */
const char *
emit_task_flags(const Plan *p)
{
	const Region *r = p->r;
	int nowait = r->exec.nowait && p->launch.deferrable;
	const char *flag = "O2C_NOWAIT";

	if (!nowait && !r->data.depend)
		return NULL;
	if (nowait && r->exec.nowait_expr)
		flag = arena_printf("((%s) ? O2C_NOWAIT : 0)", r->exec.nowait_expr);
	return arena_printf("%s%s%s", nowait ? flag : "", nowait && r->data.depend ? " | " : "",
	                    r->data.depend ? "O2C_DEPEND" : "");
}

/* The depend items of a target task, for the runtime's dependence table
 * (runtime/task.c): the address of the location each names, and its
 * type; a depend object's, as the runtime reads them from it when the
 * construct is encountered. */
void
emit_depends(Buf *b, const Region *r, const char *indent)
{
	static const char *const types[] = {"O2C_DEP_IN", "O2C_DEP_OUT", "O2C_DEP_INOUT",
	                                    "O2C_DEP_MUTEXINOUTSET", "O2C_DEP_INOUTSET"};

	if (!r->data.ndepends)
		return;
	buf_printf(b, "%sO2cDepend o2c_deps[] = {\n", indent);
	for (int i = 0; i < r->data.ndepends; i++) {
		const Depend *d = &r->data.depends[i];
		if (d->type == DEP_DEPOBJ) {
			buf_printf(b, "%s\to2c_depobj(&(%s), \"%s:%u:%u\"),\n", indent, d->addr,
			           d->loc.file, d->loc.line, d->loc.col);
			continue;
		}
		buf_printf(b, "%s\t{.addr = (const void *)&(%s), .type = %s},", indent, d->addr,
		           types[d->type]);
		if (strcmp(d->addr, d->text) && !strstr(d->text, "*/"))
			buf_printf(b, " /* %s */", d->text);
		buf_puts(b, "\n");
	}
	buf_printf(b, "%s};\n", indent);
}

/* The depend arguments of a task entry point: "o2c_deps, n" or "NULL, 0". */
const char *
emit_depend_args(const Region *r)
{
	return r->data.ndepends ? arena_printf("o2c_deps, %d", r->data.ndepends) : "NULL, 0";
}

/* Before a construct with depend, the host tasks it may depend on are
 * complete: a taskwait waits for every child task (OpenMP 5.2 15.9.5
 * orders only sibling tasks). */
void
emit_depend_wait(Buf *b, const Region *r)
{
	if (r->data.depend)
		buf_puts(b, "#pragma omp taskwait /* depend: host tasks before it */\n");
}

/* if clauses, each evaluated once (OpenMP 5.2 3.4): the target one
 * decides where the region runs, target parallel's parallel one how many
 * threads its block has (lowering's o2c_if_parallel); an if clause
 * without a modifier is both. */
static void
emit_ifs(Buf *b, const Region *r)
{
	if (r->exec.if_expr)
		buf_printf(b, "\tconst int o2c_if = (%s) != 0;\n", r->exec.if_expr);
	if (r->exec.if_parallel && r->exec.if_expr && !strcmp(r->exec.if_parallel, r->exec.if_expr))
		buf_puts(b, "\tconst int o2c_if_parallel = o2c_if;\n");
	else if (r->exec.if_parallel)
		buf_printf(b, "\tconst int o2c_if_parallel = (%s) != 0;\n", r->exec.if_parallel);
}

/* in_reduction (OpenMP 5.2 5.5.10): the construct runs in an undeferred
 * host task that takes part in the task reduction, so that the host's
 * OpenMP runtime finds the task reduction and makes its private copies:
 * inside it each list item names the copy, which the block maps tofrom
 * as written, and the runtime combines it with the other tasks'
 * contributions at the end of the taskgroup.  default(shared) keeps every
 * other name what it is outside, as if there were no task. */
static void
emit_in_reduction_task(Buf *b, const Region *r)
{
	buf_puts(b, "\n");
	emit_depend_wait(b, r); /* the encountering task's children, not the new task's */
	buf_puts(b, "#pragma omp task default(shared) if(0)");
	for (int i = 0; i < r->data.nin_reductions; i++)
		buf_printf(b, " in_reduction(%s: %s)", r->data.in_reductions[i].spelling,
		           r->data.in_reductions[i].var->name);
	buf_puts(b, " /* the target task's part of the task reduction */\n");
}

/* A chain's largest trip count (O2cLaunch.trip) over the iterations it
 * would run, where it has a lanes chain, whose 32-bit iteration numbers
 * need it to fit: the loop's variable takes each iteration's value in
 * turn (a local no one else reads meanwhile), and gets its own back;
 * past Plan.chain_units.scan iterations, or with none, unknown (~0). */
static void
emit_chain_units(Buf *b, const Plan *p)
{
	const char *k = p->r->around.chain.var;

	if (!p->chain.units.scan) {
		buf_puts(b, "\tconst unsigned long long o2c_units = ~0ull; /* not needed, or unknown */\n");
		return;
	}
	buf_printf(b, "\tunsigned long long o2c_units = o2c_rest > %lld ? ~0ull : 0;\n"
	              "\tif (o2c_units == 0) { /* the lanes chain's 32-bit iteration numbers */\n"
	              "\t\tconst %s o2c_chain_k0 = %s;\n"
	              "\t\tfor (unsigned long long o2c_q = 0; o2c_q < o2c_rest; o2c_q++) {\n"
	              "\t\t\t%s = %s;\n"
	              "\t\t\tconst unsigned long long o2c_u = (unsigned long long)(long long)(%s);\n"
	              "\t\t\to2c_units = o2c_u > o2c_units ? o2c_u : o2c_units;\n"
	              "\t\t}\n"
	              "\t\t%s = o2c_chain_k0;\n"
	              "\t}\n",
	           p->chain.units.scan, p->r->around.chain.type, k, k, p->chain.host_index, p->launch.units, k);
}

/* A chain's call (lowering/chains.c): the runtime runs the host loop's
 * remaining iterations, or this one alone; the variable then steps to
 * the last one run, and the loop's increment and test go on. */
static void
emit_chain_call(Buf *b, const Plan *p, int nargs)
{
	buf_printf(b, "\tconst unsigned long long o2c_rest = %s;\n", p->chain.trip);
	emit_chain_units(b, p);
	if (p->chain.pivots.kernel) {
		buf_printf(b, "\tunsigned long long o2c_ran = 0;\n"
		              "\tif (o2c_rest <= %d && /* the pivot rows first: rows apart, every "
		              "access's columns in [0, ld) */\n"
		              "\t    %s)\n"
		              "\t\to2c_ran = o2c_target_pivots(%s(), %s, %d, &o2c_launch, o2c_rest, "
		              "o2c_units);\n"
		              "\tif (!o2c_ran)\n\t\to2c_ran = ",
		           O2C_PIVOT_ROWS, p->chain.pivots.check, emit_desc_ref(p),
		           nargs ? "o2c_args" : "NULL", nargs);
	} else {
		buf_puts(b, "\tconst unsigned long long o2c_ran = ");
	}
	buf_printf(b, "o2c_target_chain(%s(), %s, %d, &o2c_launch, o2c_rest, o2c_units);\n",
	           emit_desc_ref(p), nargs ? "o2c_args" : "NULL", nargs);
	buf_printf(b, "\t%s = %s; /* the last iteration run */\n", p->r->around.chain.var, p->chain.last);
}

/* The identity of a batched reduction's operator, as C (lowering/
 * batches.c takes no other operator). */
static const char *
batch_identity(int op)
{
	switch (op) {
	case RED_MUL:
	case RED_LAND:
		return "1";
	case RED_BAND:
		return "~0";
	default:
		return "0";
	}
}

/* A batched reduction's call (lowering/batches.c): at an iteration the
 * last batch does not hold, a batch for it and those after it, the slots
 * in the O2cBatch the host code declares around the loop; then the
 * iteration's slot combined into the variable, or, where the runtime
 * launched no batch, the region as written. */
static void
emit_batch_call(Buf *b, const Plan *p, int nargs)
{
	const Region *r = p->r;
	const BatchPlan *bp = &p->chain.batch;
	const Param *red = &p->params[bp->red];
	const char *v = red->var->name, *t = red->var->type, *op = red_c_ops[red->red->op];
	const char *s = arena_printf("o2c_batch_%u", r->around.batch_begin);
	const char *k = arena_printf("((unsigned long long)(%s) - %s.first)", r->around.batch.var, s);

	buf_printf(b, "\tif (!%s.off && (%s.n == 0 || %s %% (%s) != 0 || %s / (%s) >= %s.n)) { "
	              "/* a batch from this iteration on */\n",
	           s, s, k, r->around.batch.stride, k, r->around.batch.stride, s);
	buf_printf(b, "\t\tunsigned long long o2c_bn = %s;\n"
	              "\t\tif (o2c_bn > O2C_BATCH_THREADS)\n\t\t\to2c_bn = O2C_BATCH_THREADS;\n"
	              "\t\t%s.first = (unsigned long long)(%s);\n"
	              "\t\tconst %s o2c_bi = (%s)%s; /* the identity */\n"
	              "\t\tfor (unsigned long long o2c_q = 0; o2c_q < o2c_bn; o2c_q++)\n"
	              "\t\t\t__builtin_memcpy((char *)%s.v + o2c_q * sizeof o2c_bi, &o2c_bi, "
	              "sizeof o2c_bi);\n",
	           bp->trip, s, r->around.batch.var, t, t, batch_identity(red->red->op), s);
	buf_printf(b, "\t\tO2cMap o2c_batch_maps[] = {{.host = (void *)%s.v, .bytes = o2c_bn * "
	              "sizeof(%s), .type = O2C_MAP_TOFROM, .name = \"%s\"}};\n"
	              "\t\to2c_ptr_%s = (void *)%s.v;\n"
	              "\t\t%s.n = o2c_target_batch(%s(), o2c_batch_maps, 1, o2c_args, %d, "
	              "&o2c_launch, o2c_bn) ? o2c_bn : 0;\n"
	              "\t\t%s.off = %s.n == 0;\n"
	              "\t\to2c_ptr_%s = (void *)&%s;\n\t}\n",
	           s, t, v, v, s, s, emit_desc_ref(p), nargs, s, s, v, v);
	buf_printf(b, "\tif (%s.n) { /* the iteration's slot */\n"
	              "\t\t%s o2c_bv;\n"
	              "\t\t__builtin_memcpy(&o2c_bv, (char *)%s.v + %s / (%s) * sizeof o2c_bv, "
	              "sizeof o2c_bv);\n"
	              "\t\t%s = %s %s o2c_bv;\n\t} else\n\t",
	           s, t, s, k, r->around.batch.stride, v, v, op);
}

/* Whether v comes before index i of r's captures and maps, where
 * emit_host_inits has declared what v needs. */
static int
bound_before(const Region *r, const Var *v, int i)
{
	for (int k = 0; k < i && k < r->ncaps; k++)
		if (r->caps[k] == v)
			return 1;
	for (int k = r->ncaps; k < i; k++)
		if (r->data.maps[k - r->ncaps].var == v)
			return 1;
	return 0;
}

/* The variables the compiler declares for the region's maps and
 * arguments: the pointer for `this` (frontend/cxx_this.c), and the
 * names of the static data members and namespaces' variables, bound to
 * them (Var.host_bind). */
void
emit_host_inits(Buf *b, const Region *r)
{
	const Var *v = NULL;

	for (int i = 0; i < r->ncaps && !v; i++)
		if (r->caps[i]->host_init)
			v = r->caps[i];
	for (int i = 0; i < r->data.nmaps && !v; i++)
		if (r->data.maps[i].var->host_init)
			v = r->data.maps[i].var;
	if (v)
		buf_printf(b, "\t%s = %s;\n", v->param, v->host_init);
	for (int i = 0; i < r->ncaps + r->data.nmaps; i++) {
		const Var *w = i < r->ncaps ? r->caps[i] : r->data.maps[i - r->ncaps].var;
		if (w && w->host_bind && !bound_before(r, w, i))
			buf_printf(b, "\t%s;\n", w->host_bind);
	}
}

void
emit_target_call(Buf *b, const Unit *u, const Plan *p)
{
	const char *flags = emit_task_flags(p);

	if (p->r->data.nin_reductions)
		emit_in_reduction_task(b, p->r);
	buf_printf(b, "{ /* %s:%u: %s */\n", p->r->loc.file, p->r->loc.line, p->r->pragma);
	emit_host_inits(b, p->r);
	emit_maps(b, p, "o2c_maps", "\t");
	emit_args(b, p);
	emit_ifs(b, p->r);
	emit_divisors(b, p);
	/* designated initializers (omp2cuda_contract.h): fields left out are 0 */
	/* in the fields' order: C++ requires it of designators */
	buf_printf(b, "\tO2cLaunch o2c_launch = {.trip = %s, .num_teams = %s, "
	              ".thread_limit = %s%s%s%s%s%s%s%s%s%s};\n",
	           p->launch.units ? arena_printf("(long long)(%s)", p->launch.units) : "-1 /* bounds read memory */",
	           p->launch.teams ? arena_printf("(int)(%s)", p->launch.teams) : "0 /* default */",
	           p->launch.threads ? arena_printf("(int)(%s)", p->launch.threads) : "0 /* default */",
	           p->team.team_loop ? arena_printf(", .team_loop = %d", p->team.team_loop) : "",
	           p->launch.spread ? ", .spread = 1 /* small trip: may spread */" : "",
	           p->rows.on ? arena_printf(",\n\t\t.row_bytes = %s /* rows: bytes per thread */",
	                                  p->rows.layout.bytes)
	                   : "",
	           p->warp.warps ? arena_printf(", .team_warps = %d /* teams on warps: at most per block */",
	                                   p->warp.warps)
	                    : "",
	           p->tile.on ? arena_printf(", .tiles = (long long)(%s), .tile_threads = %d /* tiled: "
	                                  "tiles of %dx%d, %d threads */",
	                                  p->tile.tiles, p->tile.threads, p->tile.i, p->tile.j,
	                                  p->tile.threads)
	                   : "",
	           p->launch.block ? arena_printf(", .block = %d /* block: the tune file's threads per "
	                                   "block */", p->launch.block)
	                    : "",
	           p->launch.grid_trial ? ", .grid_trial = 1 /* large trip: grids timed */" : "",
	           p->flat.tiles == O2C_FLAT_GRID
	               ? arena_printf(",\n\t\t.fast_trip = (long long)(%s) /* the flat kernel's 2-D grid: "
	                              "x over this loop */",
	                              p->launch.trips[plan_fast_loop(p)])
	               : "",
	           p->known.ndivisors ? arena_printf(",\n\t\t.divisors = o2c_divisors, .ndivisors = %d",
	                                             p->known.ndivisors)
	                              : "");
	emit_depends(b, p->r, "\t");
	if (!p->r->data.nin_reductions)
		emit_depend_wait(b, p->r);
	/* the parameters, then a linear item's start (emit_args) */
	int nargs = p->nparams;
	for (int i = 0; i < p->nparams; i++)
		nargs += p->params[i].lin != 0;
	if (p->chain.kernel) { /* no if, device or task clause (lowering/chains.c) */
		emit_chain_call(b, p, nargs);
	} else {
		if (p->chain.batch.kernel) /* nor here (lowering/batches.c) */
			emit_batch_call(b, p, nargs);
		if (p->chain.steps.kernel) { /* nor here (lowering/steps.c) */
			emit_steps_call(b, p, nargs);
			emit_private_uses(b, u, p->r);
			buf_puts(b, "}");
			return;
		}
		if (p->r->exec.if_expr)
			buf_printf(b, "\tif (!o2c_if)\n\t\to2c_target_host(%s(), %s, %d, "
			              "&o2c_launch);\n\telse\n\t",
			           emit_desc_ref(p), nargs ? "o2c_args" : "NULL", nargs);
		if (flags)
			buf_printf(b, "\to2c_target_task(%s, %s, %s, ",
			           p->r->exec.device ? arena_printf("(int)(%s)", p->r->exec.device)
			                        : "o2c_default_device()",
			           flags, emit_depend_args(p->r));
		else if (p->r->exec.device)
			buf_printf(b, "\to2c_target_on((int)(%s), ", p->r->exec.device);
		else
			buf_puts(b, "\to2c_target(");
		buf_printf(b, "%s, %s, %d, %s, %d, &o2c_launch);\n", emit_desc_pick(p),
		           p->nmaps ? "o2c_maps" : "NULL", p->nmaps, nargs ? "o2c_args" : "NULL",
		           nargs);
	}
	emit_private_uses(b, u, p->r);
	buf_puts(b, "}");
}
