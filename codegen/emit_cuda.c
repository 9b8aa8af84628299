/* The .cu file: one extern "C" grid-stride kernel per loop region.
 *
 * Each kernel walks the collapsed iteration space with a 64-bit index,
 * recovers the loop indices from it, and runs the region's body copied
 * verbatim under a #line directive, so compiler messages and profiler
 * lines point at the user's source.  Parameters are named after the
 * captured variables so that the body compiles unchanged.  Each kernel
 * region's plan lists the kernels it prints (Plan.kernels, lowering/
 * variants.c): this file prints each, its signature and its loop, and
 * leaves the region's code to emit_code.c, the loops to emit_loop.c and
 * the kernel shapes' own printers (emit_teams.c, emit_rows.c,
 * emit_lanes.c, emit_tile.c), which reach the region's code through the
 * kernel's Emit.
 */
#include <string.h>

#include "codegen.h"

/* Part of a declaration device code needs: a function's, with the edits
 * of its code; a C type's as written, less the lines the preprocessor
 * keeps from the compiler; one a pass made (a declare target
 * variable's), as made. */
static void
emit_decl_text(Buf *b, const Unit *u, const DeviceDecl *d, size_t from, size_t to)
{
	/* a C++ class: its member functions compiled for the device are
	 * marked so (frontend/cxx_members.c) */
	int as_written = !d->global && d->at + to <= u->len &&
	                 !strncmp(u->src + d->at, d->text, strlen(d->text));

	if (as_written && (d->function || u->cxx))
		emit_device_source(b, u, d->at + (unsigned)from, d->at + (unsigned)to);
	else if (as_written) /* the conditionals' lines left out */
		emit_kept_source(b, u, d->at + (unsigned)from, d->at + (unsigned)to);
	else
		buf_put(b, d->text + from, to - from);
}

/* The kernels of the regions whose code names members of the class
 * that d declares, not public (RegionText.friend_class), which are at
 * file scope as the member functions they come from are in the class:
 * before the class (before set), a declaration of the class and one of
 * each kernel, which C++ wants before a friend declaration names a
 * function of C linkage; in the class, a friend declaration of each.
 * A class template's are its instances' kernels, each declared in its
 * instance's namespace, beside the class template. */
static void
emit_friends(Buf *b, const Unit *u, Plan **plans, const DeviceDecl *d, int before)
{
	int first = 1;

	for (int i = 0; i < u->nregions; i++) {
		const Plan *p = plans[i];
		const char *ns = p->r->src.friend_template ? p->r->inst->ns : NULL;
		if (!p->r->src.friend_class || p->r->src.friend_at != d->at)
			continue;
		if (first && before)
			buf_printf(b, "\n%s%s;%s /* its member functions' kernels, its friends */\n",
			           d->ns_open ? d->ns_open : "", p->r->src.friend_class,
			           d->ns_open ? d->ns_close : "");
		first = 0;
		for (int k = 0; k < p->nkernels; k++) {
			Buf w = {0};
			emit_params(&w, p, &p->kernels[k]);
			if (before && ns)
				buf_printf(b, "%snamespace %s { extern \"C\" __global__ void %s%.*s; }%s\n",
				           d->ns_open ? d->ns_open : "", ns, p->kernels[k].name,
				           (int)w.len - 1, w.s, d->ns_open ? d->ns_close : "");
			else
				buf_printf(b, "%s__global__ void %s%s%s%.*s;\n",
				           before ? "extern \"C\" " : "\tfriend ", before ? "" : ns ? ns : "::",
				           ns ? "::" : "", p->kernels[k].name, (int)w.len - 1, w.s);
		}
	}
}

/* Decl d from `from` in its text to its end; a class whose kernels
 * are its friends declares them before its closing brace. */
static void
emit_decl_rest(Buf *b, const Unit *u, Plan **plans, const DeviceDecl *d, size_t from)
{
	size_t brace = strlen(d->text);

	for (int i = 0; i < u->nregions; i++)
		if (plans[i]->r->src.friend_class && plans[i]->r->src.friend_at == d->at)
			brace = plans[i]->r->src.friend_brace - d->at;
	emit_decl_text(b, u, d, from, brace);
	emit_friends(b, u, plans, d, 0);
	emit_decl_text(b, u, d, brace, strlen(d->text));
}

/* Does any region's device code need omp2cuda_device.h (Plan.device_lib),
 * or a function's atomic construct? */
static int
needs_device_header(const Unit *u, Plan **plans)
{
	if (u->nfn_atomics)
		return 1;
	for (int i = 0; i < u->nregions; i++)
		if (plans[i]->device_lib)
			return 1;
	return 0;
}

static int
changing(const Unit *u, const char *name)
{
	for (int i = 0; i < u->nchanging; i++)
		if (!strcmp(u->changing[i], name))
			return 1;
	return 0;
}

/* The #define or #undef lines of the macros that change (Unit.changing)
 * from file_macros[*f] on, before offset at. */
static void
emit_changes(Buf *b, const Unit *u, int *f, unsigned at)
{
	for (; *f < u->nfile_macros && u->file_macros[*f].at < at; (*f)++) {
		const struct FileMacro *x = &u->file_macros[*f];
		if (!changing(u, x->name))
			continue;
		if (x->text)
			buf_printf(b, "#define %s\n", x->text);
		else
			buf_printf(b, "#undef %s\n", x->name);
	}
}

/* The macros that change, none defined. */
static void
emit_unchanged(Buf *b, const Unit *u)
{
	for (int i = 0; i < u->nchanging; i++)
		buf_printf(b, "#undef %s\n", u->changing[i]);
}

/* Of the C++ names the .cu file renames, those the C library declares
 * functions of too: the library's functions as a template overload of
 * the renamed name, which the program's own overloads win against where
 * they match as well (Unit.rename_calls). */
static void
emit_library_forwards(Buf *b, const Unit *u)
{
	for (int i = 0; i < u->nrename_calls; i++) {
		const char *n = u->rename_calls[i];
		buf_printf(b, "template <class... O2cA>\n__device__ inline auto o2c_u_%s(O2cA &&...o2c_a)"
		              " -> decltype(::%s(static_cast<O2cA &&>(o2c_a)...))\n"
		              "{\n\treturn ::%s(static_cast<O2cA &&>(o2c_a)...);\n}\n",
		           n, n, n);
	}
}

/* The user's macros that device code uses and the user's headers, in
 * the order the source defines and includes them (a macro defined after
 * an #include must not rewrite the header; one defined before it may be
 * one the header uses), and in that order with the declarations the file
 * copies: a header included after a copied declaration may use it (a
 * header of types that names a class of an earlier header, whose member
 * functions are copied for the device).  A header whose #include is not
 * known comes before the declarations, after the macros before them.
 * The macros that change are defined and #undef'd as the source does it,
 * for the headers, and #undef'd after them (and so for the declarations
 * the file copies, emit_prologue): the kernels see them only around
 * their regions (emit_region_macros). */
typedef struct Ordered {
	int *order;           /* the headers by their #include lines, stably */
	int m, h;             /* the next macro and header */
} Ordered;

static Ordered
ordered(const Unit *u)
{
	Ordered o = {arena_alloc(((size_t)u->nheaders + 1) * sizeof(int)), 0, 0};

	for (int h = 0; h < u->nheaders; h++) {
		int k = h;
		for (; k > 0 && u->header_at[o.order[k - 1]] > u->header_at[h]; k--)
			o.order[k] = o.order[k - 1];
		o.order[k] = h;
	}
	return o;
}

/* The macros before offset until and the headers up to it (all for
 * ~0u); f is the next change of a changing macro where they go. */
static void
emit_macros_headers(Buf *b, const Unit *u, Ordered *o, unsigned until, int *f)
{
	for (;;) {
		unsigned at = o->h < u->nheaders ? u->header_at[o->order[o->h]] : ~0u;
		for (; o->m < u->nmacros && u->macro_at[o->m] < until && (u->macro_at[o->m] < at || at == ~0u);
		     o->m++) {
			if (o->h < u->nheaders)
				emit_changes(b, u, f, u->macro_at[o->m]);
			buf_printf(b, "#define %s\n", u->macros[o->m]);
		}
		if (o->h == u->nheaders || (at > until && at != ~0u))
			return; /* one at until comes first: a declaration there is a
			           prototype the #include line gives (decls.c) */
		emit_changes(b, u, f, at);
		buf_printf(b, "#include %s\n", c_string(u->headers[o->order[o->h++]]));
	}
}

/* The headers some plans need: chains' grid-wide barrier, the division by
 * divisors the host knows at launch, and by divisors a loop does not change. */
static void
emit_plan_includes(Buf *b, const Unit *u, Plan **plans)
{
	int chain = 0, divisors = 0, loop_divisors = 0;

	for (int i = 0; i < u->nregions; i++) {
		chain |= plans[i]->chain.kernel != NULL;
		divisors |= plans[i]->known.ndivisors > 0;
	}
	for (int i = 0; i < u->nedits && u->loop_divisors; i++)
		loop_divisors |= u->edits[i].loop_divisor != NULL;
	if (chain)
		buf_puts(b, "#include <cooperative_groups.h> /* chains: the grid-wide barrier */\n");
	if (divisors)
		buf_puts(b, "#include \"omp2cuda_divide.h\" /* divisors the host knows at launch */\n");
	if (loop_divisors)
		buf_puts(b, "#include \"omp2cuda_loopdiv.h\" /* divisors a loop does not change */\n");
}

/* The declarations the file copies, in source order, with the macros and
 * headers that come between them (emit_macros_headers), then the rest. */
static void
emit_decls(Buf *b, const Unit *u, Plan **plans, Ordered *o)
{
	int f = 0; /* the changing macros, from the start again */

	for (int i = 0; i < u->ndecls; i++)
		if (!u->decls[i].templated) {
			buf_printf(b, "\n/* declarations from %s that device code uses */\n", u->path);
			break;
		}
	for (int i = 0; i < u->ndecls; i++) {
		const DeviceDecl *d = &u->decls[i];
		if (d->templated)
			continue; /* in its instances' namespaces (emit_instance.c) */
		emit_macros_headers(b, u, o, d->at, &f);
		emit_changes(b, u, &f, d->at);
		emit_friends(b, u, plans, d, 1);
		emit_line(b, u, d->at);
		if (d->ns_open)
			buf_puts(b, d->ns_open);
		/* a function template's header comes before __device__ (or, for
		 * one device code calls (cxx_calls.c), an edit puts it there) */
		emit_decl_text(b, u, d, 0, d->head);
		/* relocatable device code: C's names across files (frontend/rdc.c),
		 * a C++ function's mangled one */
		buf_puts(b, !d->function || d->template_fn ? ""
		            : u->rdc && d->external && !d->cxx_linkage ? "extern \"C\" __device__ "
		                                                       : "__device__ ");
		if (!d->nlinks) {
			emit_decl_rest(b, u, plans, d, d->head);
			buf_printf(b, "%s\n", d->ns_open ? d->ns_close : "");
			continue;
		}
		/* on the line of the body's '{', which keeps the lines after it */
		emit_decl_text(b, u, d, d->head, d->body);
		for (int k = 0; k < d->nlinks; k++)
			buf_printf(b, " %s = *o2c_link_%s;", d->links[k]->link_ref,
			           d->links[k]->name);
		buf_puts(b, " /* declare target link */");
		emit_decl_text(b, u, d, d->body, strlen(d->text));
		buf_printf(b, "%s\n", d->ns_open ? d->ns_close : "");
	}
	emit_macros_headers(b, u, o, ~0u, &f);
	emit_unchanged(b, u);
}

/* The system headers the source includes, omp2cuda's device headers (C's
 * math functions after the system headers, so that theirs keep their
 * names), the renaming of the user's names that CUDA C++ declares too
 * (after CUDA's headers, before everything of the user's), then the
 * user's macros and headers, the renaming of the user's names that are
 * C++ keywords (after every header: nothing after it spells a keyword
 * the user's code does not), and the user's declarations. */
static void
emit_prologue(Buf *b, const Unit *u, Plan **plans)
{
	buf_printf(b, "/* CUDA kernels generated by omp2cuda from %s: one per OpenMP target region. */\n",
	           u->path);
	if (!u->cxx)
		buf_puts(b, "#define _Bool bool               /* C spellings in CUDA C++ */\n"
		            "#define restrict __restrict__\n"
		            "#define _Alignas(x) alignas(x)\n"
		            "#define _Alignof(x) __alignof__(x)\n"
		            "#define _Static_assert static_assert\n"
		            "#define _Noreturn [[noreturn]]\n");
	if (u->rdc)
		buf_puts(b, "#define O2C_RDC 1 /* relocatable device code: linked with other files' */\n");
	if (u->vcheck)
		buf_puts(b, "#define O2C_VCHECK 1 /* virtual calls checked where they run */\n");
	for (int i = 0; i < u->nincludes; i++)
		buf_printf(b, "%s\n", u->includes[i]);
	if (needs_device_header(u, plans))
		buf_puts(b, "#include \"omp2cuda_device.h\" /* reductions, atomics, locks, the device "
		            "API */\n");
	else if (u->device_api)
		buf_puts(b, "#include \"omp2cuda_device.h\" /* the device API */\n");
	if (u->nudrs)
		buf_puts(b, "#include \"omp2cuda_udr.h\" /* declared reductions */\n");
	emit_plan_includes(b, u, plans);
	buf_puts(b, "#include \"omp2cuda_done.h\" /* the kernels' end: the runtime learns they finished */\n");
	if (!u->cxx) /* a C++ source's calls keep C++'s overloads */
		buf_puts(b, "#include \"omp2cuda_cmath.h\" /* C's math and abs: C's conversions */\n");
	buf_puts(b, "#include \"omp2cuda_cstring.h\" /* <string.h> for the device */\n");
	buf_puts(b, "#include \"omp2cuda_cupdate.h\" /* C's ++, -- and op= of enums and _Bool */\n");
	if (u->vlas)
		buf_puts(b, "#include \"omp2cuda_vla.h\" /* variable-length arrays */\n");
	if (u->half)
		buf_printf(b, "#define O2C_F16_EXCESS %d /* %s, as the host compiler's */\n"
		              "#include \"omp2cuda_f16.h\"\n#define _Float16 o2c_f16\n",
		           u->half == HALF_EXCESS,
		           u->half == HALF_EXCESS ? "_Float16 operations keep their float values"
		                                  : "each _Float16 operation rounds to _Float16");
	if (u->swap_ops)
		buf_puts(b, "#include \"omp2cuda_swap.h\" /* std::swap of arithmetic values for the "
		            "device */\n");
	if (u->ccomplex && u->cxx)
		buf_puts(b, "#define O2C_CCOMPLEX_CXX 1 /* <complex.h>'s macros: the C++ "
		            "library's */\n");
	if (u->ccomplex)
		buf_puts(b, "#include \"omp2cuda_ccomplex.h\" /* C's complex arithmetic for the "
		            "device */\n");
	if (u->complex_ops)
		buf_puts(b, "#include \"omp2cuda_complex.h\" /* std::complex's arithmetic for the "
		            "device */\n");
	if (u->nrenames)
		buf_printf(b, "\n/* names of %s that CUDA C++ declares too */\n", u->path);
	emit_library_forwards(b, u);
	for (int i = 0; i < u->nrenames; i++)
		buf_printf(b, "#define %s o2c_u_%s\n", u->renames[i], u->renames[i]);
	if (u->nhost_macros)
		buf_printf(b, "\n/* the host compiler's macros, as it compiles %s */\n", u->path);
	for (int i = 0; i < u->nhost_macros; i++)
		buf_printf(b, "#undef %s\n#define %s %s\n", u->host_macros[i]->name,
		           u->host_macros[i]->head, u->host_macros[i]->body);
	Ordered o = ordered(u);
	unsigned first = ~0u; /* the first declaration the file copies */
	int f = 0;
	for (int i = 0; i < u->ndecls; i++)
		if (!u->decls[i].templated && u->decls[i].at < first)
			first = u->decls[i].at;
	if (u->nmacros || u->nchanging)
		buf_printf(b, "\n/* macros from %s */\n", u->path);
	emit_macros_headers(b, u, &o, first, &f);
	emit_unchanged(b, u);
	if (u->nkeywords)
		buf_printf(b, "\n/* names of %s that are C++ keywords */\n", u->path);
	for (int i = 0; i < u->nkeywords; i++)
		buf_printf(b, "#define %s o2c_k_%s\n", u->keywords[i], u->keywords[i]);
	emit_decls(b, u, plans, &o);
}

/* The declare target link variables the region's code names: references
 * to their device copies, which the runtime has set the o2c_link_
 * pointers to (the region maps them). */
static void
emit_link_refs(Buf *b, const Region *r)
{
	for (int i = 0; i < r->uses.nlinks; i++)
		buf_printf(b, "\t%s = *o2c_link_%s; /* declare target link: the mapped copy */\n",
		           r->uses.links[i]->link_ref, r->uses.links[i]->name);
}

/* Arrays the region uses whole (&a, sizeof a): a reference to the array
 * the parameter points into, with its name, so that the region's code
 * means what the C means, wherever a use is spelled (macros included).
 * A region that only asks its size evaluates no use of it (nvcc would
 * warn: set but never used). */
static void
emit_whole_refs(Buf *b, const Plan *p)
{
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		const Var *v = prm->var;
		if (prm->whole)
			buf_printf(b, "\t%s = *(%s)%s; /* the array itself: used whole */\n"
			              "\t(void)%s;\n",
			           prm->add_const ? v->whole_ref_const : v->whole_ref,
			           prm->add_const ? v->whole_ptr_const : v->whole_ptr, v->renamed->name,
			           v->name);
	}
}

/* One lock in device memory per critical name; zero (free) when the
 * module loads. */
static void
emit_locks(Buf *b, const Unit *u)
{
	const char **seen = NULL;
	size_t n = 0, cap = 0;

	for (int i = 0; i < u->nregions; i++)
		for (int k = 0; k < u->regions[i]->dev.nsyncs; k++) {
			const Sync *s = &u->regions[i]->dev.syncs[k];
			int dup = 0;
			for (size_t j = 0; j < n; j++)
				dup |= !strcmp(seen[j], s->name);
			if (s->kind != SYNC_CRITICAL || dup)
				continue;
			VEC_PUSH(seen, n, cap, s->name);
			/* relocatable device code: one lock of each name in the
			 * program (C++17 inline variable, merged by the device link) */
			buf_printf(b, "\n/* #pragma omp critical%s%s%s */\n%s__device__ unsigned %s;\n",
			           *s->name ? " (" : "", s->name, *s->name ? ")" : "",
			           u->rdc ? "inline " : "", emit_lock_name(s->name));
		}
}

/* The declared reductions kernels use (OpenMP 5.2 5.5.11), each a struct
 * whose device functions omp2cuda_udr.h's reductions call:
 * o2c_combiner(omp_out, omp_in), the combiner as written, and
 * o2c_initializer(omp_orig), which gives a private copy's first value:
 * omp_priv as the initializer clause declares it or as the call it makes
 * sets it; without one, zero, as an object of static storage duration
 * starts (C++: value-initialized, which zeroes a type without a
 * constructor).  Their names are not the user's, which the combiner and
 * initializer may call; each struct is the file's own (an unnamed
 * namespace), apart from another file's of the same name where the
 * device link joins files (-fgpu-rdc). */
static void
emit_udrs(Buf *b, const Unit *u)
{
	for (int i = 0; i < u->nudrs; i++) {
		const DeclaredReduction *d = u->udrs[i];
		const char *t = d->type, *line = arena_printf("#line %u %s\n", d->loc.line,
		                                              c_string(d->loc.file));
		buf_printf(b, "\n/* %s:%u: #pragma omp declare reduction(%s : %s : ...) */\n"
		              "namespace {\nstruct o2c_udr_%d {\n"
		              "\tstatic __device__ void\n"
		              "\to2c_combiner(%s &omp_out, %s &omp_in)\n\t{\n%s\t\t%s;\n\t}\n"
		              "\tstatic __device__ %s\n"
		              "\to2c_initializer(const %s &omp_orig)\n\t{\n",
		           d->loc.file, d->loc.line, d->name, t, d->id, t, t, line, d->combiner, t, t);
		if (d->init && d->init_decl)
			buf_printf(b, "%s\t\t%s %s;\n", line, t, d->init);
		else if (u->cxx)
			buf_printf(b, "\t\t%s omp_priv{};\n", t);
		else
			buf_printf(b, "\t\t%s omp_priv;\n\t\tmemset(&omp_priv, 0, sizeof omp_priv);\n", t);
		if (d->init && !d->init_decl)
			buf_printf(b, "%s\t\t%s;\n", line, d->init);
		buf_puts(b, "\t\t(void)omp_orig;\n\t\treturn omp_priv;\n\t}\n};\n} /* namespace */\n");
	}
}

/* A reduction of a pointer's section, p[lo:len]: each thread's copy,
 * o2c_red_p, of the first lo + len elements, of which the section's start
 * at the operator's identity, and the region's code reaches them through
 * p (the first lo, which the region does not name, stay unused). */
static void
emit_red_pointer_init(Buf *b, const Param *prm, const char *indent)
{
	const Reduction *red = prm->red;
	const char *v = prm->var->name;

	buf_printf(b, "%s%s[%lld]; /* reduction: a copy per thread of %s */\n"
	              "%so2c_identity_elems<%s>(o2c_red_%s, %lld, %lld);\n",
	           indent, prm->var->renamed->local_rw, red->lo + red->len, red->item, indent,
	           red_names[red->op], v, red->lo, red->len);
	buf_printf(b, "%s%s = o2c_red_%s;\n", indent, prm->var->renamed->local, v);
}

/* By-reference scalars: a reduction's private copy starts at the
 * operator's identity (an array's, the elements its list item names); another scalar is its device copy where the plan
 * says so (Param.alias: in a teams region with parallel regions or target
 * parallel, which every thread of every team shares, as OpenMP shares a
 * mapped variable; in a one-thread region; has_device_addr), else each
 * thread's copy of it. */
static void
emit_ref_inits(Buf *b, const Plan *p, const char *indent)
{
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		if (emit_red_array(prm))
			buf_printf(b, "%s%s; /* reduction: a copy per thread */\n"
			              "%so2c_identity_elems<%s>(%s, %lld, %lld); /* %s */\n",
			           indent, prm->var->local_rw, indent, red_names[prm->red->op],
			           prm->var->name, prm->red->lo, prm->red->len, prm->red->item);
		else if (emit_red_pointer(prm))
			emit_red_pointer_init(b, prm, indent);
		else if (prm->red_team)
			buf_printf(b, "%s__shared__ %s; /* reduction: a copy per team, which its "
			              "parallel regions share */\n"
			              "%sif (threadIdx.x == 0)\n%s\t%s = %s;\n%s__syncthreads();\n",
			           indent, prm->var->local_rw, indent, indent, prm->var->name,
			           emit_red_identity(prm->red, prm->var->type,
			                             arena_printf("o2c_ref_%s", prm->var->name)),
			           indent);
		else if (prm->red)
			buf_printf(b, "%s%s = %s;\n", indent, prm->var->local,
			           emit_red_identity(prm->red, prm->var->type,
			                             arena_printf("o2c_ref_%s", prm->var->name)));
		else if (prm->alias && prm->named)
			buf_printf(b, "%s%s &%s = *o2c_ref_%s; /* %s */\n", indent, prm->var->type,
			           prm->var->name, prm->var->name,
			           p->team.spmd ? "shared by every thread" : "the device copy");
		else if (prm->lin) /* each iteration sets it (emit_linears) */
			buf_printf(b, "%s%s = o2c_lin_%s;\n", indent, prm->var->local, prm->var->name);
		else if (prm->ref && prm->named)
			buf_printf(b, "%s%s = *o2c_ref_%s;\n", indent, prm->var->local, prm->var->name);
	}
}

/* Firstprivate copies made from their by-value arguments (OpenMP 5.2
 * 5.4.4): a thread's copy where every thread starts, before any loop it
 * runs, so that it keeps what one iteration writes for the next; a
 * team's copy in shared memory, made by thread 0 before the team's code
 * runs. */
static void
emit_fp_copies(Buf *b, const Plan *p)
{
	int team = 0;

	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		if (prm->fp == FP_THREAD)
			buf_printf(b, "\t%s; /* firstprivate: a copy per thread */\n"
			              "\tmemcpy(&%s, &o2c_fp_%s.v, sizeof %s);\n",
			           prm->var->local_rw, prm->var->name, prm->var->name, prm->var->name);
		else if (prm->fp == FP_TEAM)
			buf_printf(b, "\t__shared__ %s; /* firstprivate: a copy per team */\n",
			           prm->var->local_rw);
		team |= prm->fp == FP_TEAM;
	}
	if (!team)
		return;
	buf_puts(b, "\tif (threadIdx.x == 0) {\n");
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].fp == FP_TEAM)
			buf_printf(b, "\t\tmemcpy(&%s, &o2c_fp_%s.v, sizeof %s);\n", p->params[i].var->name,
			           p->params[i].var->name, p->params[i].var->name);
	buf_puts(b, "\t}\n\t__syncthreads();\n");
}

static void
emit_ref_finals(Buf *b, const Plan *p, const char *indent)
{
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		const char *v = prm->var->name;
		if (emit_red_array(prm))
			buf_printf(b, "%so2c_reduce_%s<%s>(%s, %s, %lld, %lld);\n", indent,
			           prm->red_block ? "section" : "elems", red_names[prm->red->op],
			           prm->var->renamed->name, v, prm->red->lo, prm->red->len);
		else if (emit_red_pointer(prm))
			buf_printf(b, "%so2c_reduce_%s<%s>(%s, o2c_red_%s, %lld, %lld);\n", indent,
			           prm->red_block ? "section" : "elems", red_names[prm->red->op],
			           prm->var->renamed->name, v, prm->red->lo, prm->red->len);
		else if (prm->red_team) /* the team's copy, once */
			buf_printf(b, "%so2c_reduce<%s>(o2c_ref_%s, threadIdx.x == 0 ? %s : %s);\n", indent,
			           emit_red_op(prm->red), v, v,
			           emit_red_identity(prm->red, prm->var->type, arena_printf("o2c_ref_%s", v)));
		else if (prm->red)
			buf_printf(b, "%so2c_reduce<%s>(o2c_ref_%s, %s);\n", indent,
			           emit_red_op(prm->red), v, v);
		else if (emit_last_array(prm))
			buf_printf(b, "%sif (o2c_last) /* ran the last iteration: lastprivate */\n"
			              "%s\tmemcpy(%s, %s, sizeof %s);\n", indent, indent,
			           prm->var->renamed->name, v, v);
		else if (prm->last && prm->ref)
			buf_printf(b, "%sif (o2c_last) /* ran the last iteration: lastprivate */\n"
			              "%s\t*o2c_ref_%s = %s;\n", indent, indent, v, emit_last_value(p->r, v));
		else if (prm->last)
			buf_printf(b, "%s(void)&%s; /* lastprivate into a firstprivate copy: lost */\n",
			           indent, v);
	}
}

/* A table's copy in shared memory (Plan.table), as the kernel starts:
 * after the rows where the kernel stages rows too (the runtime gives
 * those first, then the table, 16-byte aligned). */
static void
emit_table_copy(Buf *b, const Plan *p)
{
	const char *t = p->table.elem, *q = p->table.var->name;
	const char *at = p->rows.on ? arena_printf("(o2c_rows_bytes ? ((unsigned long long)blockDim.x * "
	                                           "%s + 15) / 16 * 16 : 0)",
	                                           p->rows.layout.thread_bytes)
	                            : "0";

	buf_printf(b, "\t/* '%s', which every iteration reads again and again at the same indices, "
	              "copied into shared memory\n"
	              "\t * as each block starts; o2c_table_bytes: its bytes from %s to the end of "
	              "its mapped range, or 0\n"
	              "\t * where the runtime gave no memory (-fno-stage-tables, "
	              "OMP2CUDA_STAGE_TABLES=off, too large) */\n"
	              "\textern __shared__ __align__(16) unsigned char o2c_tshared[];\n"
	              "\t%s *const o2c_tab = (%s *)(o2c_tshared + %s);\n"
	              "\tconst unsigned o2c_tab_n = (unsigned)(o2c_table_bytes / sizeof(%s)); /* at most "
	              "16 KiB */\n"
	              "\tfor (unsigned o2c_e = threadIdx.x; o2c_e < o2c_tab_n; o2c_e += blockDim.x)\n"
	              "\t\to2c_tab[o2c_e] = %s[o2c_e];\n"
	              "\t__syncthreads(); /* the copy is whole */\n",
	           q, q, t, t, at, t, q);
}

/* A chain kernel (lowering/chains.c) runs the kernel's code once per
 * iteration of the host loop: each iteration starts from the arguments'
 * values (copies of them, of the parameters' types, shadow the
 * parameters, since the region may change its firstprivate copies), the
 * loop's variable set as the host loop would set it.  The loop's brace
 * closes in emit_kernel, after the grid-wide barrier. */
static void
emit_chain_open(Buf *b, const Plan *p)
{
	emit_chain_copies(b, p);
	buf_puts(b, "\tfor (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {\n");
	emit_chain_iteration(b, p, "\t", 0);
}

/* A batch kernel (lowering/batches.c) reduces for o2c_batch_count
 * iterations of the host loop: thread t of a block for iteration t %
 * count, the loop's variable set as the host loop would set it there (a
 * copy shadows the parameter); the block's threads are rows of count, and
 * the rows of the grid share the region's loop.  The block closes in
 * emit_kernel, after each iteration's slot gets the block's copies. */
static void
emit_batch_open(Buf *b, const Plan *p)
{
	const BatchPlan *bp = &p->chain.batch;

	buf_puts(b, "	if (blockDim.x % o2c_batch_count != 0)\n"
	            "		__trap(); /* the runtime launches rows of o2c_batch_count threads */\n"
	            "	const unsigned o2c_bq = threadIdx.x % (unsigned)o2c_batch_count; /* the host "
	            "loop's iteration this thread reduces for */\n"
	            "	const unsigned o2c_brow = threadIdx.x / (unsigned)o2c_batch_count, "
	            "o2c_brows = blockDim.x / (unsigned)o2c_batch_count;\n");
	if (bp->param >= 0)
		buf_printf(b, "	decltype(%s) o2c_batch_first = %s; /* the host loop's variable in the "
		              "batch's first iteration */\n",
		           p->params[bp->param].var->name, p->params[bp->param].var->name);
	buf_puts(b, "	{\n");
	if (bp->param >= 0)
		buf_printf(b, "	decltype(o2c_batch_first) %s = %s;\n", p->params[bp->param].var->name,
		           bp->index);
}

/* What a variant of the kernel is, as a comment before it: when the
 * runtime launches it, and what sets it apart (its PlanKernel). */
static void
emit_kernel_comment(Buf *b, const Plan *p, const PlanKernel *k)
{
	const Region *r = p->r;

	buf_printf(b, "\n/* %s:%u: %s */\n", r->loc.file, r->loc.line, r->pragma);
	if (k->what)
		buf_printf(b, "/* launched %s: %s */\n", k->launch, k->what);
}

/* The loop of a collapse(2) nest's flat kernel over tiles (VariantPlan.
 * tiles): tile o2c_at of a block is 32 iterations of the fast loop f by
 * o2c_warps of the slow loop s, the collapsed index s * n_f + f; in order
 * where the block is not whole warps or partial tiles would idle more
 * than a sixteenth of either loop's threads (a fast loop of 33: half). */
static void
emit_flat_tiles(Buf *b, const Plan *p, const char *in)
{
	int f = plan_fast_loop(p), s = 1 - f;

	buf_printf(b, "%s/* tiles of 32 iterations of the loop over '%s' by a warp each of the loop "
	              "over '%s' */\n", in, p->r->loops[f].var, p->r->loops[s].var);
	buf_printf(b, "%sconst unsigned o2c_warps = blockDim.x / 32, o2c_across = (o2c_n%d + 31) / 32;\n",
	           in, f);
	buf_printf(b, "%sconst unsigned o2c_down = o2c_warps ? (o2c_n%d + o2c_warps - 1) / o2c_warps : 0;\n",
	           in, s);
	buf_printf(b, "%s/* whole warps, and partial tiles leave at most a sixteenth of either loop's "
	              "threads idle */\n", in);
	buf_printf(b, "%sconst int o2c_in_tiles = blockDim.x %% 32 == 0 &&\n"
	              "%s    o2c_across * 480ull <= o2c_n%d * 16ull && o2c_down * o2c_warps * 15ull <= o2c_n%d * 16ull;\n",
	           in, in, f, s);
	buf_printf(b, "%s/* tiles, or else blocks of blockDim iterations in order, any grid */\n", in);
	buf_printf(b, "%sconst unsigned o2c_ntiles = o2c_in_tiles ? o2c_across * o2c_down\n"
	              "%s                                         : (o2c_trip + blockDim.x - 1) / blockDim.x;\n",
	           in, in);
	buf_printf(b, "%sfor (unsigned o2c_at = blockIdx.x; o2c_at < o2c_ntiles; o2c_at += "
	              "gridDim.x) {\n", in);
	buf_printf(b, "%s\tconst unsigned o2c_slow = o2c_at / o2c_across * o2c_warps + threadIdx.x / 32;\n",
	           in);
	buf_printf(b, "%s\tconst unsigned o2c_fast = o2c_at %% o2c_across * 32 + threadIdx.x %% 32;\n", in);
	buf_printf(b, "%s\tconst unsigned o2c_iv = !o2c_in_tiles ? o2c_at * blockDim.x + threadIdx.x\n"
	              "%s\t                     : o2c_slow < o2c_n%d && o2c_fast < o2c_n%d ? o2c_slow * o2c_n%d + "
	              "o2c_fast : o2c_trip;\n", in, in, s, f, f);
	buf_printf(b, "%s\tif (o2c_iv >= o2c_trip)\n%s\t\tcontinue;\n", in, in);
	buf_printf(b, "%s\t/* the iteration's indices, the slow loop's first: a tile's own, or else "
	              "the iteration number's digits */\n", in);
	buf_printf(b, "%s\tconst unsigned o2c_d[2] = {o2c_in_tiles ? o2c_slow : o2c_iv / o2c_n%d,\n"
	              "%s\t                          o2c_in_tiles ? o2c_fast : o2c_iv %% o2c_n%d};\n",
	           in, f, in, f);
}

/* The iteration of a collapse(2) nest's flat kernel on a 2-D grid
 * (VariantPlan.tiles O2C_FLAT_GRID): x over 32 iterations of the fast loop
 * f, y over the block's warps of the other; a loop of one pass, so that
 * a continue in the body ends the iteration. */
static void
emit_flat_grid(Buf *b, const Plan *p, const char *in)
{
	int f = plan_fast_loop(p), s = 1 - f;

	emit_flat_grid_counts(b, p, f, in);
	buf_printf(b, "%s/* a thread an iteration: x over 32 iterations of the loop over '%s', y over "
	              "a warp each of the loop over '%s' */\n", in, p->r->loops[f].var,
	           p->r->loops[s].var);
	buf_printf(b, "%sconst unsigned o2c_fast = blockIdx.x * 32 + threadIdx.x %% 32;\n", in);
	buf_printf(b, "%sconst unsigned o2c_slow = blockIdx.y * (blockDim.x / 32) + threadIdx.x / 32;\n",
	           in);
	buf_printf(b, "%sfor (int o2c_once = o2c_slow < o2c_n%d && o2c_fast < o2c_n%d; o2c_once; "
	              "o2c_once = 0) {\n", in, s, f);
	buf_printf(b, "%s\tconst unsigned o2c_d[2] = {o2c_slow, o2c_fast};\n", in);
}

/* The flat kernel's loop (lowering/flat.c): the narrow kernel's, which
 * runs one pass, a thread per iteration; or, of a collapse(2) nest, its
 * tiles or its 2-D grid's iteration. */
static int
emit_flat_head(Buf *b, const Unit *u, const Plan *p, const char *in)
{
	LoopPlan l = p->loop;
	int depth;

	l.index = INDEX_U32;
	l.once = 1;
	l.stepped = 0;
	if (p->flat.tiles != O2C_FLAT_GRID)
		emit_loop_prelude(b, p, &emit_narrow_nest, in);
	if (p->flat.tiles) {
		/* the indices from the digits emit_flat_tiles or
		 * emit_flat_grid gives, as a stepped nest's */
		Nest tiled = emit_narrow_nest;
		tiled.stepped = 1;
		if (p->flat.tiles == O2C_FLAT_GRID)
			emit_flat_grid(b, p, in);
		else
			emit_flat_tiles(b, p, in);
		emit_iteration(b, u, p, &tiled, arena_printf("%s\t", in));
		return 1;
	}
	depth = emit_sched_loop(b, &l, emit_narrow_nest.iv, emit_narrow_nest.trip, in);
	emit_iteration(b, u, p, &emit_narrow_nest, arena_printf("%s%s", in, depth > 1 ? "\t\t" : "\t"));
	return depth;
}

/* The loop of a grid-loop kernel k: the kernel_lanes's, the staged
 * rows', or the grid-stride loop (around the tiled one). */
static void
emit_grid_loop(Buf *b, const Emit *e)
{
	const Unit *u = e->u;
	const Plan *p = e->p;
	const PlanKernel *k = e->k;
	const Region *r = p->r;

	if (k->lanes) {
		emit_lanes_loop(b, e);
		return;
	}
	if (k->table)
		emit_table_copy(b, p);
	if (k->rows) {
		emit_rows_loop(b, e);
		return;
	}
	const char *in = k->tile ? "\t\t" : "\t";
	if (k->tile)
		emit_tile_open(b, e);
	int depth = k->batch    ? emit_loop_head(b, u, p, &emit_batch_nest, in)
	            : k->flat   ? emit_flat_head(b, u, p, in)
	            : k->narrow ? emit_loop_head(b, u, p, p->loop.stepped ? &emit_stepped_nest
	                                                                : &emit_narrow_nest, in)
	                        : emit_loop_head(b, u, p, &emit_kernel_nest, in);
	if (p->loop.cols.on && !k->batch && !k->tile)
		emit_cols_body(b, e, emit_stmt_start(u, r, r, r->src.body_begin), r->src.body_end,
		               k->table ? CODE_TABLE : CODE_PLAIN);
	else
		emit_code_main(b, e, emit_stmt_start(u, r, r, r->src.body_begin), r->src.body_end, 0);
	emit_loop_tail(b, depth, in);
	if (k->tile)
		emit_tile_close(b);
}

/* The kernel's code by its shape, as kernel k carries it; last_free:
 * nothing after it reads what the block's last distribute iteration
 * wrote (no reduction, lastprivate, chain or batch follows). */
static void
emit_kernel_body(Buf *b, const Emit *e, int last_free)
{
	const Unit *u = e->u;
	const Plan *p = e->p;
	const Region *r = p->r;

	switch (p->shape.kind) {
	case KERNEL_ONE:
		for (int i = 0; i < r->data.nprivates; i++)
			if (emit_private_used(u, r, r->data.privates[i]))
				buf_printf(b, "\t%s; /* private */\n", r->data.privates[i]->local);
		emit_code(b, e, r, emit_stmt_start(u, r, r, r->src.body_begin), r->src.body_end, p->team.ctx);
		break;
	case KERNEL_TEAMS:
		/* target parallel: its private list is its parallel region's */
		for (int i = 0; i < r->data.nprivates && r->dir != DIR_TP; i++)
			if (emit_private_used(u, r, r->data.privates[i]))
				buf_printf(b, "\t__shared__ %s; /* private */\n", r->data.privates[i]->local);
		emit_teams(b, e, 1, NULL);
		break;
	case KERNEL_TEAM_LOOP: {
		if (e->k->windows)
			buf_puts(b, "\tconst bool o2c_windows_on = true; /* a team's windows "
			            "(lowering/windows.c) */\n");
		if (p->warp.warps)
			buf_printf(b, "\t/* teams on warps: a team per warp, up to %d per block, its "
			              "initial thread lane 0 */\n"
			              "\tconst unsigned o2c_warp = threadIdx.x / 32, o2c_lane = threadIdx.x %% "
			              "32;\n",
			           p->warp.warps);
		/* an iteration that ends with a barrier leaves the next one, as
		 * the kernel's start does, with every thread past one; where
		 * nothing after the loop needs that barrier, the next iteration
		 * passes it as it begins instead (o2c_again is the same on every
		 * thread of the block: they run the same iterations), and the
		 * block's last iteration ends without it */
		Buf iter = {0}, synced = {0};
		size_t tail = (size_t)-1;
		int again = 0;
		if (emit_teams(&iter, e, 0, NULL)) {
			emit_teams(&synced, e, 1, &tail);
			iter = synced;
			again = last_free && !p->warp.warps && tail != (size_t)-1;
		}
		if (again) {
			iter.s[tail] = '\0';
			buf_puts(b, "\tbool o2c_again = false; /* the block ran an iteration before "
			            "this one */\n");
		}
		int depth = emit_loop_head(b, u, p, &emit_kernel_nest, "\t");
		if (again) {
			const char *in = depth > 1 ? "\t\t\t" : "\t\t";
			buf_printf(b, "%sif (o2c_again) /* the block's previous iteration is complete for "
			              "every thread */\n%s\t__syncthreads();\n%so2c_again = true;\n",
			           in, in, in);
		}
		if (iter.s)
			buf_puts(b, iter.s);
		emit_loop_tail(b, depth, "\t");
		break;
	}
	default:
		emit_grid_loop(b, e);
	}
}

/* A known-arguments kernel's block (Plan.known): the parameters, each
 * declared again with the value the host launches it for, so that nvcc
 * folds them; the kernel's code follows in the block. */
static void
emit_known_args(Buf *b, const Plan *p)
{
	buf_puts(b, "\t{ /* the values every call of the region's function passes; the host "
	            "launches this kernel only for them */\n");
	for (int i = 0; i < p->known.nargs; i++)
		buf_printf(b, "\t%s = %s;\n", p->known.args[i]->var->param, p->known.args[i]->text);
}

/* Kernel k of plan p (a line of Plan.kernels): its signature, the
 * claims it carries, its code.  C++: in the namespaces of the region's
 * function, which an instance's kernels are in already (emit_cuda). */
static void
emit_kernel(Buf *b, const Unit *u, Plan **plans, const Plan *p, const PlanKernel *k)
{
	const Region *r = p->r;
	const Emit e = {u, plans, p, k, emit_code_at, NULL, 0};
	const char *ns_open = r->inst ? NULL : r->src.ns_open;

	emit_kernel_comment(b, p, k);
	if (ns_open)
		buf_printf(b, "%s\n", ns_open);
	buf_printf(b, "extern \"C\" __global__ void\n%s", k->name);
	emit_params(b, p, k);
	buf_puts(b, "{\n");
	if (r->src.usings)
		buf_printf(b, "\t%s/* as in the region's function */\n", r->src.usings);
	if (k->known) /* launched for these values only (lowering/known.c) */
		emit_known_args(b, p);
	for (int i = 0; i < p->nparams && k->align; i++)
		if (p->params[i].align)
			buf_printf(b, "\t(void)__builtin_assume_aligned(%s, %d); /* checked at launch */\n",
			           p->params[i].var->name, p->params[i].align);
	if (k->chain)
		emit_chain_open(b, p);
	if (k->batch)
		emit_batch_open(b, p);
	for (int i = 0; i < r->uses.nconsts; i++)
		buf_printf(b, "\t%s;\n", r->uses.consts[i]);
	if (k->pivots || k->below) { /* values and pointers only (lowering/chains.c) */
		emit_pivots_body(b, &e);
		buf_puts(b, "\to2c_kernel_done(o2c_done); /* tells the runtime it finished */\n}\n");
		if (ns_open)
			buf_printf(b, "%s\n", r->src.ns_close);
		return;
	}
	if (k->steps) { /* values and pointers only (lowering/steps.c) */
		emit_steps_body(b, u, p);
		buf_puts(b, "\to2c_kernel_done(o2c_done); /* tells the runtime it finished */\n}\n");
		if (ns_open)
			buf_printf(b, "%s\n", r->src.ns_close);
		return;
	}
	emit_whole_refs(b, p);
	emit_link_refs(b, r);
	emit_ref_inits(b, p, "\t");
	emit_fp_copies(b, p);
	for (int i = 0; i < p->nparams; i++)
		if (emit_last_array(&p->params[i]))
			buf_printf(b, "\t%s; /* lastprivate: a copy per thread */\n",
			           p->params[i].var->local_rw);
	Buf finals = {0};
	if (!k->batch)
		emit_ref_finals(&finals, p, "\t");
	emit_kernel_body(b, &e, !k->chain && !k->batch && !finals.len);
	buf_puts(b, "\n");
	if (k->chain)
		buf_puts(b, "\tif (o2c_c + 1 < o2c_chain_count) /* the iteration is complete for "
		            "every thread before the next */\n"
		            "\t\tcooperative_groups::this_grid().sync();\n\t}\n");
	if (k->batch) {
		const Param *red = &p->params[p->chain.batch.red];
		buf_printf(b, "\to2c_reduce_batch<%s>(o2c_ref_%s, %s, (unsigned)o2c_batch_count);\n\t}\n",
		           emit_red_op(red->red), red->var->name, red->var->name);
	} else if (finals.len) {
		buf_puts(b, finals.s);
	}
	if (k->known)
		buf_puts(b, "\t}\n");
	buf_puts(b, "\to2c_kernel_done(o2c_done); /* tells the runtime it finished */\n}\n");
	if (ns_open)
		buf_printf(b, "%s\n", r->src.ns_close);
}

int
emit_has_kernels(const Unit *u)
{
	for (int i = 0; i < u->nregions; i++)
		if (dir_has_kernel(u->regions[i]->dir))
			return 1;
	/* a module holds the declare target variables; a relocatable one
	 * the functions other files call */
	return u->nglobals > 0 || u->rdc;
}

/* The macros the file #undefs or redefines (Unit.region_macros), as in
 * force at region i: defined around its kernels (open), undefined after
 * them. */
static void
emit_region_macros(Buf *b, const Unit *u, int i, int open)
{
	for (int k = 0; k < u->nregion_macros; k++)
		if (u->region_macros[k].region == i)
			buf_printf(b, "#%s %s\n", open ? "define" : "undef",
			           open ? u->region_macros[k].text : u->region_macros[k].name);
}

void
emit_cuda(const Unit *u, Plan **plans, const EmitParts *parts, int part, Buf *out)
{
	emit_prologue(out, u, plans);
	emit_locks(out, u);
	emit_udrs(out, u);
	emit_tile_helper(out, plans, u->nregions);
	emit_access_device(out, u);
	for (int i = 0; i < u->nregions; i++) {
		if (parts && parts->of[i] != part)
			continue;
		const Instance *in = plans[i]->nkernels ? u->regions[i]->inst : NULL;
		int first = 1;
		for (int k = 0; k < i; k++)
			first &= !plans[k]->nkernels || u->regions[k]->inst != in;
		/* an instance's namespace inside the function's, as in the host
		 * file, where the names of those namespaces mean theirs */
		const char *ns_open = in ? u->regions[i]->src.ns_open : NULL;
		emit_region_macros(out, u, i, 1);
		if (ns_open)
			buf_printf(out, "%s\n", ns_open);
		emit_instance_open(out, u, in, first);
		for (int k = 0; k < plans[i]->nkernels; k++)
			emit_kernel(out, emit_instance_unit(u, in), plans, plans[i], &plans[i]->kernels[k]);
		emit_instance_close(out, in);
		if (ns_open)
			buf_printf(out, "%s\n", u->regions[i]->src.ns_close);
		emit_region_macros(out, u, i, 0);
	}
}
