/* Pieces both generated files use: #line directives, verbatim source,
 * C string literals and the runtime's enum names, kernel signatures, and
 * where the code of a construct's statement starts.  The printers of
 * both files call these; nothing here calls them. */
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

const char *const emit_arg_names[] = {
	"O2C_ARG_I8", "O2C_ARG_U8", "O2C_ARG_I16", "O2C_ARG_U16", "O2C_ARG_I32", "O2C_ARG_U32",
	"O2C_ARG_I64", "O2C_ARG_U64", "O2C_ARG_F32", "O2C_ARG_F64", "O2C_ARG_PTR", "O2C_ARG_RECORD",
};

static const char *const map_names[] = {
	"O2C_MAP_ALLOC", "O2C_MAP_TO", "O2C_MAP_FROM", "O2C_MAP_TOFROM",
};

/* A map type with its flags, as the runtime's constants. */
static const char *
map_type(int type)
{
	if (type & MAP_ATTACH)
		return arena_printf("O2C_MAP_ATTACH%s%s", type & MAP_FROM ? " | O2C_MAP_FROM" : "",
		                    type & MAP_DEREF ? " | O2C_MAP_DEREF" : "");
	return arena_printf("%s%s%s%s%s", map_names[type & 3],
	                    type & MAP_DELETE ? " | O2C_MAP_DELETE" : "",
	                    type & MAP_ALWAYS ? " | O2C_MAP_ALWAYS" : "",
	                    type & MAP_MEMBER ? " | O2C_MAP_MEMBER" : "",
	                    type & MAP_PRESENT ? " | O2C_MAP_PRESENT" : "");
}

/* A kernel parameter: the captured variable's declaration with the
 * const and __restrict__ read-only provenance chose (of an array used
 * whole, renamed: its name is the reference emit_cuda binds; of a
 * lastprivate or reduction array, renamed in both: its name is each
 * thread's copy), for a by-reference scalar a pointer to its device
 * copy, or for a firstprivate copy made in the kernel its value wrapped
 * in a struct (arrays are no parameters).  The host fallback takes the declarations as written, and
 * a struct or a firstprivate copy passed by value through a pointer to
 * it. */
const char *
emit_param(const Param *prm, const PlanKernel *k)
{
	const Var *v = prm->whole && k ? prm->var->renamed : prm->var;

	if (emit_last_array(prm) || emit_red_array(prm) || (k && emit_red_pointer(prm)))
		v = prm->var->renamed; /* the name is each thread's copy's */

	if (prm->ref)
		return arena_printf("%s *o2c_ref_%s", v->type, v->name);
	if (prm->fp)
		return !k ? arena_printf("const void *o2c_fp_%s", v->name)
		                       : arena_printf("o2c_fp<%s> o2c_fp_%s", v->type, v->name);
	if (!k && v->host_param) /* C's variably modified type */
		return v->host_param;
	if (!k)
		/* a const struct's type is spelled with its const: C++ takes
		 * no second one */
		return v->arg == ARG_RECORD ? arena_printf("%s%s *o2c_val_%s",
		                                           strncmp(v->type, "const ", 6) ? "const " : "",
		                                           v->type, v->name)
		                            : v->param;
	if (prm->restrict_ && k->restrict_)
		return prm->add_const ? v->param_restrict : v->param_restrict_rw;
	return prm->add_const ? v->param_const : v->param;
}

/* Is prm an array of one of the kernel's windows (Plan.win.windows)? */
int
emit_window_param(const Plan *p, const Param *prm)
{
	for (int i = 0; i < p->win.nwindows; i++)
		if (p->win.windows[i].w->var == prm->var)
			return 1;
	return 0;
}

/* The parameters, then a linear item's start value for each (Param.lin;
 * emit_region.c passes them in the same order). */
void
emit_params(Buf *b, const Plan *p, const PlanKernel *k)
{
	buf_puts(b, "(");
	for (int i = 0; i < p->nparams; i++)
		buf_printf(b, "%s%s", i ? ", " : "", emit_param(&p->params[i], k));
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].lin)
			buf_printf(b, ", %s o2c_lin_%s", p->params[i].var->type,
			           p->params[i].var->name);
	if (k)
		buf_printf(b, "%sO2cDone o2c_done", p->nparams ? ", " : "");
	for (int i = 0; k && i < p->known.ndivisors; i++) /* the host's, O2cLaunch.divisors */
		buf_printf(b, ", O2cDivisor %s", p->known.divisors[i].name);
	if (k && p->rows.on) /* the runtime's, O2C_ARG_ROWS */
		buf_puts(b, ", unsigned long long o2c_rows_bytes");
	if (k && p->table.on) /* the runtime's, O2C_ARG_TABLE */
		buf_puts(b, ", unsigned long long o2c_table_bytes");
	for (int i = 0; i < p->nparams && k; i++)
		if (emit_window_param(p, &p->params[i])) /* the runtime's, O2C_ARG_WINDOW */
			buf_printf(b, ", unsigned long long o2c_wbefore_%s, unsigned long long o2c_wafter_%s",
			           p->params[i].var->name, p->params[i].var->name);
	if (k && p->tile.on) /* the runtime says whether it launched the tiles */
		buf_puts(b, ", int o2c_tile");
	if (k && (k->chain || k->pivots || k->below)) /* the runtime's: iterations to run */
		buf_puts(b, ", unsigned long long o2c_chain_count");
	if (k && k->batch) /* the runtime's: iterations in the batch */
		buf_puts(b, ", unsigned long long o2c_batch_count");
	if (k && k->steps) { /* the runtime's: steps, the swapped arrays' mapped bytes */
		const char *f = p->params[p->chain.steps.from].var->name;
		const char *t = p->params[p->chain.steps.to].var->name;
		buf_printf(b, ", unsigned long long o2c_steps_count, unsigned long long o2c_sbefore_%s, "
		              "unsigned long long o2c_safter_%s, unsigned long long o2c_sbefore_%s, "
		              "unsigned long long o2c_safter_%s",
		           f, f, t, t);
	}
	buf_puts(b, p->nparams || k ? ")\n" : "void)\n");
}


/* A #line directive for the source offset `at`, then the indentation of
 * its line up to it, so copied code keeps its line and its columns. */
void
emit_line(Buf *b, const Unit *u, unsigned at)
{
	const char *file;
	unsigned line, start;

	unit_line(u, at, &file, &line, &start);
	if (b->len && b->s[b->len - 1] != '\n')
		buf_puts(b, "\n");
	buf_printf(b, "#line %u %s\n", line, c_string(file));
	for (unsigned i = start; i < at; i++)
		buf_put(b, u->src[i] == '\t' ? "\t" : " ", 1);
}

/* Does the region's code use private variable v?  The copy of one it
 * does not use would be an unused variable in the kernel and the host
 * fallback.  A region nested in a kernel region says which it names
 * (frontend/private_uses.c); a kernel region captures what it uses. */
int
emit_private_used(const Unit *u, const Region *r, const Var *v)
{
	if (dir_shape[r->dir] == SHAPE_INNER || dir_shape[r->dir] == SHAPE_SINGLE) {
		for (int i = 0; i < u->nprivate_uses; i++)
			if (u->private_uses[i].r == r && u->private_uses[i].v == v)
				return 1;
		return 0;
	}
	for (int i = 0; i < r->ncaps; i++)
		if (r->caps[i] == v)
			return 1;
	return 0;
}

void
emit_source(Buf *b, const Unit *u, unsigned begin, unsigned end)
{
	buf_put(b, u->src + begin, end - begin);
}

/* [begin, end) of the source less the text the preprocessor keeps from
 * the compiler (Unit.hidden: conditional directive lines, the groups
 * they skip), each of its lines left empty, so that the lines after keep
 * their numbers: the code the front end read, whatever the macros where
 * the copy lands, and never half a conditional. */
void
emit_kept_source(Buf *b, const Unit *u, unsigned begin, unsigned end)
{
	for (int i = 0; i + 1 < u->nhidden && begin < end; i += 2) {
		unsigned hb = u->hidden[i], he = u->hidden[i + 1];
		if (he <= begin || hb >= end)
			continue;
		if (hb > begin)
			emit_source(b, u, begin, hb);
		for (unsigned k = hb > begin ? hb : begin; k < he && k < end; k++)
			if (u->src[k] == '\n')
				buf_puts(b, "\n");
		begin = he;
	}
	if (begin < end)
		emit_source(b, u, begin, end);
}

/* A text inserted at an offset: what closes an expression that ends
 * there (the inner one's first), then what opens one (the outer one's
 * first), then a replacement of the code from there. */
typedef struct Insert {
	unsigned at;
	int order;            /* 0 close, 1 open, 2 replace */
	int seq;
	const Edit *edit;     /* NULL for */
	const Atomic *atomic; /* an atomic construct of a function compiled
	                         for the device, which it replaces */
} Insert;

/* Two statements' wraps (Edit.wrap) at one offset, a's close (close 1)
 * or open and b's the same: the inner statement's close first, the outer
 * one's open first; for one statement, the wrap made first is the outer
 * one. */
int
emit_wrap_order(const Edit *a, const Edit *b, int close)
{
	if (close && a->begin != b->begin)
		return a->begin > b->begin ? -1 : 1;
	if (!close && a->end != b->end)
		return a->end > b->end ? -1 : 1;
	return close ? b->seq - a->seq : a->seq - b->seq;
}

static int
by_offset(const void *pa, const void *pb)
{
	const Insert *a = pa, *b = pb;
	int aw = a->edit && a->edit->wrap, bw = b->edit && b->edit->wrap;

	if (a->at != b->at)
		return a->at < b->at ? -1 : 1;
	if (a->order != b->order)
		return a->order - b->order;
	if (aw != bw) /* a statement's around an expression's */
		return a->order == 0 ? aw - bw : bw - aw;
	if (aw)
		return emit_wrap_order(a->edit, b->edit, a->order == 0);
	return a->order == 0 ? b->seq - a->seq : a->seq - b->seq;
}

/* Part `which` of atomic construct a (AT_X, AT_E, AT_V) as device code
 * says it: with the edits device code makes in its text (Atomic.at),
 * else as the construct reads (raw). */
static const char *
atomic_part(const Unit *u, const Atomic *a, int which, const char *raw)
{
	Buf t = {0};

	if (!raw || a->at[which][1] <= a->at[which][0])
		return raw;
	emit_device_source(&t, u, a->at[which][0], a->at[which][1]);
	return t.s;
}

/* The parts of atomic construct a that emit_atomic prints. */
AtomicText
emit_atomic_text(const Unit *u, const Atomic *a)
{
	AtomicText t = {atomic_part(u, a, AT_X, a->x), atomic_part(u, a, AT_E, a->expr),
	                atomic_part(u, a, AT_V, a->v)};

	return t;
}

/* Is e the operator of a division by a divisor (frontend/divisors.c,
 * loop_divisors.c), whose call around the division lies partly outside
 * [begin, end) (in code printed in pieces, the division holds a piece
 * printed apart)?  Then the division stays as written: the operator
 * goes with its call. */
static int
division_apart(const Unit *u, const Edit *e, unsigned begin, unsigned end)
{
	const Edit *call = NULL; /* the innermost call around e */

	if (!e->text || (!e->divisor && !e->loop_divisor))
		return 0;
	for (int i = 0; i < u->nedits && u->edits[i].begin <= e->begin; i++) {
		const Edit *o = &u->edits[i];
		int is_call = !o->text && (o->divisor || (o->loop_divisor && !*o->loop_divisor));
		if (is_call && o->begin <= e->begin && e->end <= o->end &&
		    (!call || o->begin > call->begin || (o->begin == call->begin && o->end < call->end)))
			call = o;
	}
	return call && (call->begin < begin || call->end > end);
}

/* Device code as written, with the edits that keep C's meaning in CUDA
 * C++ (frontend/cxx.c) and the atomic constructs of functions compiled
 * for the device (emit_atomic.c) that lie wholly inside [begin, end];
 * the wraps of statements (Edit.wrap) too where wraps is set
 * (emit_code_at prints those of its pieces itself). */
static void
device_source(Buf *b, const Unit *u, unsigned begin, unsigned end, const Edit *extra, int nextra,
              int wraps)
{
	Insert *ins = NULL;
	size_t n = 0, cap = 0;
	unsigned at = begin;

	for (int i = 0; i < nextra; i++) /* seq -1: before a unit's edit at the same offset */
		if (extra[i].begin >= begin && extra[i].end <= end)
			VEC_PUSH(ins, n, cap, ((Insert){extra[i].begin, 2, -1, &extra[i], NULL}));

	for (int i = 0; i < u->nfn_atomics; i++)
		if (u->fn_atomics[i].begin >= begin && u->fn_atomics[i].end <= end)
			VEC_PUSH(ins, n, cap, ((Insert){u->fn_atomics[i].begin, 2, 0, NULL,
			                                &u->fn_atomics[i]}));
	for (int i = 0; i < u->nedits && u->edits[i].begin <= end; i++) {
		const Edit *e = &u->edits[i];
		if (e->begin < begin || e->end > end || (e->opt && !u->static_arrays) ||
		    (e->divisor && !u->launch_divisors) || (e->loop_divisor && !u->loop_divisors) ||
		    division_apart(u, e, begin, end) ||
		    (e->wrap && !wraps))
			continue;
		if (e->text) {
			VEC_PUSH(ins, n, cap, ((Insert){e->begin, 2, e->seq, e, NULL}));
			continue;
		}
		VEC_PUSH(ins, n, cap, ((Insert){e->begin, 1, e->seq, e, NULL}));
		VEC_PUSH(ins, n, cap, ((Insert){e->end, 0, e->seq, e, NULL}));
	}
	if (n)
		qsort(ins, n, sizeof *ins, by_offset);
	for (size_t i = 0; i < n; i++) {
		if (ins[i].at < at)
			continue; /* inside replaced code */
		emit_kept_source(b, u, at, ins[i].at);
		at = ins[i].at;
		if (ins[i].atomic) { /* on as many lines as the construct */
			AtomicText t = emit_atomic_text(u, ins[i].atomic);
			emit_atomic(b, NULL, ins[i].atomic, &t);
			for (at = ins[i].atomic->begin; at < ins[i].atomic->end; at++)
				if (u->src[at] == '\n')
					buf_puts(b, "\n");
		} else if (ins[i].order == 2) {
			buf_puts(b, ins[i].edit->text);
			at = ins[i].edit->end;
		} else
			buf_puts(b, ins[i].order ? ins[i].edit->open : ins[i].edit->close);
	}
	emit_kept_source(b, u, at, end);
}

void
emit_device_source(Buf *b, const Unit *u, unsigned begin, unsigned end)
{
	device_source(b, u, begin, end, NULL, 0, 1);
}

void
emit_device_piece(Buf *b, const Unit *u, unsigned begin, unsigned end)
{
	device_source(b, u, begin, end, NULL, 0, 0);
}

void
emit_device_source_with(Buf *b, const Unit *u, unsigned begin, unsigned end, const Edit *extra,
                        int nextra)
{
	device_source(b, u, begin, end, extra, nextra, 1);
}

/* The map array of a region: `O2cMap <array>[] = { ... };` */
int
emit_maps(Buf *b, const Plan *p, const char *array, const char *indent)
{
	int n = 0;

	for (int i = 0; i < p->nmaps; i++) {
		const PlanMap *m = &p->maps[i];
		if (m->stride) /* emit_strided */
			continue;
		if (!n++)
			buf_printf(b, "%sO2cMap %s[] = {\n", indent, array);
		buf_printf(b, "%s\t{.host = %s, .bytes = %s, .type = %s, .name = %s},%s\n", indent,
		           m->begin, m->bytes, map_type(m->type), c_string(m->name),
		           m->implicit ? " /* implicit */" : "");
	}
	if (n)
		buf_printf(b, "%s};\n", indent);
	return n;
}

/* The strided sections of a target update (a[lo:len:stride]), an
 * element at a time: call(..., &one, 1) for each; guard and the
 * arguments before the list are the update's. */
void
emit_strided(Buf *b, const Plan *p, const char *guard, const char *call, const char *args)
{
	for (int i = 0; i < p->nmaps; i++) {
		const PlanMap *m = &p->maps[i];
		if (!m->stride)
			continue;
		buf_printf(b, "\n\t%sfor (long long o2c_k = 0; o2c_k < %s; o2c_k++) { /* %s */\n", guard,
		           m->count, m->name);
		buf_printf(b, "\t\tO2cMap o2c_one = {.host = (char *)%s + o2c_k * %s * %s, .bytes = %s, "
		              ".type = %s, .name = %s};\n",
		           m->begin, m->stride, m->bytes, m->bytes, map_type(m->type),
		           c_string(m->name));
		buf_printf(b, "\t\t%s(%s&o2c_one, 1);\n\t}", call, args);
	}
}

/* Where the code of a statement of scope (kernel region r, or a region
 * nested in it) starting at `begin` starts: the statement may be a
 * construct whose directive comes before it (atomic, critical, single,
 * masked, a nested parallel region), or several, each the statement of
 * the one before. */
unsigned
emit_stmt_start(const Unit *u, const Region *r, const Region *scope, unsigned begin)
{
	unsigned start = begin;

	for (int i = 0; i < r->dev.natomics; i++)
		if (r->dev.atomics[i].begin < start && begin < r->dev.atomics[i].end)
			start = r->dev.atomics[i].begin;
	for (int i = 0; i < r->dev.nsyncs; i++)
		if (r->dev.syncs[i].begin < start && begin <= r->dev.syncs[i].body_begin)
			start = r->dev.syncs[i].begin;
	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		if ((dir_shape[in->dir] == SHAPE_INNER || dir_shape[in->dir] == SHAPE_SINGLE) &&
		    in->src.pragma_begin > scope->src.pragma_begin && in->src.pragma_begin < start &&
		    in->src.pragma_end <= begin && begin <= in->src.stmt_begin)
			start = in->src.pragma_begin;
	}
	return start;
}

/* A loop's variable in iteration q, as lowering's form says. */
const char *
emit_index_at(const IndexForm *f, const char *q)
{
	return arena_printf("%s%s%s", f->pre, q, f->post);
}

/* A reduction's operator as the device headers' templates take it: an
 * O2C_RED_* constant, or the struct printed for a declared reduction
 * (emit_cuda.c), which omp2cuda_udr.h's overloads take. */
const char *
emit_red_op(const Reduction *red)
{
	return red->udr ? arena_printf("o2c_udr_%d", red->udr->id) : red_names[red->op];
}

/* The value a private copy of type `type` starts with: the operator's
 * identity, or a declared reduction's initializer given the original
 * variable, *ref (OpenMP 5.2 5.5.11's omp_orig); one that reads it reads
 * it under the lock under which other teams combine theirs into it, a
 * warp at a time (omp2cuda_udr.h's o2c_read_orig), so that it reads a
 * whole value. */
const char *
emit_red_identity(const Reduction *red, const char *type, const char *ref)
{
	if (red->udr && red->udr->init_orig)
		return arena_printf("o2c_udr_%d::o2c_initializer(o2c_read_orig(%s))", red->udr->id, ref);
	if (red->udr)
		return arena_printf("o2c_udr_%d::o2c_initializer(*%s)", red->udr->id, ref);
	return arena_printf("o2c_identity<%s, %s>()", red_names[red->op], type);
}
