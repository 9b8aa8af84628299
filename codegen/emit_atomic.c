/* Atomic constructs in device code (OpenMP 5.2 15.8.4), each one of
 * the device header's atomic operations on the location it updates (a
 * loop of compare-and-swap for a compare construct and for a capture
 * whose new value reads v): those of kernel regions (emit_code.c) and
 * those of the functions compiled for the device (emit_common.c), with
 * the fences of its memory order around it. */
#include <string.h>

#include "codegen.h"

/* The location an atomic construct updates: for a scalar passed by
 * reference to kernel p, its device copy; a volatile x's without the
 * qualifier, which the operations' types do not carry. */
static const char *
atomic_target(const Plan *p, const Atomic *a, const char *x)
{
	for (int i = 0; p && a->x_name && i < p->nparams; i++)
		if (p->params[i].ref && !p->params[i].red && !strcmp(p->params[i].var->name, a->x_name))
			return arena_printf("o2c_ref_%s", a->x_name);
	if (a->cast)
		return arena_printf("(%s *)&(%s)", a->type, x);
	return arena_printf("&(%s)", x);
}

/* An atomic compare construct: o2c_atomic_compare, then what v and r
 * get; e (and d) evaluated once. */
static void
emit_compare(Buf *b, const Atomic *a, const char *at)
{
	static const char *const cmps[] = {"", "O2C_CMP_EQ", "O2C_CMP_LT", "O2C_CMP_GT"};

	buf_printf(b, "%s o2c_old, o2c_now; auto o2c_e = (%s); ", a->type, a->expr);
	if (a->d)
		buf_printf(b, "auto o2c_d = (%s); ", a->d);
	buf_printf(b, "bool o2c_hit = o2c_atomic_compare<%s>(%s, o2c_e, %s, &o2c_old, &o2c_now);",
	           cmps[a->cmp], at, a->d ? "o2c_d" : "o2c_e");
	if (a->cap == CAP_OLD)
		buf_printf(b, " %s = o2c_old;", a->v);
	else if (a->cap == CAP_NEW)
		buf_printf(b, " %s = o2c_now;", a->v);
	else if (a->cap == CAP_FAIL)
		buf_printf(b, " if (!o2c_hit) %s = o2c_old;", a->v);
	if (a->r)
		buf_printf(b, " %s = o2c_hit;", a->r);
	buf_puts(b, " (void)o2c_hit; (void)o2c_now;");
}

/* A compare-and-swap loop on x: o2c_old holds what x held, body sets
 * o2c_now from it, and the loop ends where x still held o2c_old; before
 * and after it, code of the caller's. */
static void
emit_cas_loop(Buf *b, const Atomic *a, const char *at, const char *before, const char *body,
              const char *after)
{
	buf_printf(b, "{ %s *o2c_p = %s; %s o2c_old = o2c_atomic_read(o2c_p), o2c_now; %sdo { %s } "
	              "while (!o2c_atomic_replace(o2c_p, &o2c_old, o2c_now));%s }",
	           a->type, at, a->type, before, body, after);
}

/* A capture whose new value reads v (Atomic.rmw): v gets x, x gets e
 * (or x op e) of that v where x still holds what v got, else again from
 * what x holds then; e evaluated in each try, as the block reads. */
static void
emit_rmw(Buf *b, const Atomic *a, const char *at, const char *e, const char *v)
{
	const char *now = a->swap ? arena_printf("(%s)(%s)", a->type, e)
	                          : arena_printf("o2c_combine<%s>(o2c_old, (%s)(%s))",
	                                         red_names[a->op], a->type, e);

	emit_cas_loop(b, a, at, "", arena_printf("%s = o2c_old; o2c_now = %s;", v, now), "");
}

/* An update or capture whose x op e C computes in e's wider floating
 * type (Atomic.wide): x gets (type)(x op e), as C converts it, in a
 * compare-and-swap loop; e evaluated once, before it. */
static void
emit_wide(Buf *b, const Atomic *a, const char *at, const char *e, const char *v)
{
	emit_cas_loop(b, a, at, arena_printf("auto o2c_e = (%s); ", e),
	              arena_printf("o2c_now = (%s)(o2c_old %s o2c_e);", a->type, red_c_ops[a->op]),
	              a->kind == ATOM_CAPTURE
	                      ? arena_printf(" %s = %s;", v, a->old ? "o2c_old" : "o2c_now")
	                      : "");
}

/* The operation of an update, read, write or capture as one of the
 * device header's atomic operations. */
static void
emit_operation(Buf *b, const Atomic *a, const char *at, const char *e, const char *v)
{
	switch (a->kind) {
	case ATOM_UPDATE:
		buf_printf(b, "o2c_atomic_update<%s>(%s, (%s)(%s));", red_names[a->op], at, a->type,
		           e);
		break;
	case ATOM_READ:
		buf_printf(b, "%s = o2c_atomic_read(%s);", v, at);
		break;
	case ATOM_WRITE:
		buf_printf(b, "o2c_atomic_write(%s, (%s)(%s));", at, a->type, e);
		break;
	default:
		if (a->rmw)
			emit_rmw(b, a, at, e, v);
		else if (a->swap)
			buf_printf(b, "%s = o2c_atomic_exchange(%s, (%s)(%s));", v, at, a->type, e);
		else
			buf_printf(b, "%s = o2c_atomic_capture<%s>(%s, (%s)(%s), %s);", v,
			           red_names[a->op], at, a->type, e, a->old ? "true" : "false");
	}
}

/* Atomic construct a as one atomic operation, in kernel p's code, or
 * with p NULL, in a function compiled for the device; its parts as
 * device code says them, t (emit_atomic_text). */
void
emit_atomic(Buf *b, const Plan *p, const Atomic *a, const AtomicText *t)
{
	const char *at = atomic_target(p, a, t->x);
	const char *e = t->e, *v = t->v;

	if (a->negate)
		e = arena_printf("-(%s)", e);

	if (a->cmp) {
		buf_puts(b, "{ ");
		if (a->fences & ORDER_BEFORE)
			buf_puts(b, "__threadfence(); /* release */ ");
		emit_compare(b, a, at);
		if (a->fences & ORDER_AFTER)
			buf_puts(b, " __threadfence(); /* acquire */");
		buf_puts(b, " } /* #pragma omp atomic compare */");
		return;
	}

	if (a->fences)
		buf_puts(b, "{ ");
	if (a->fences & ORDER_BEFORE)
		buf_puts(b, "__threadfence(); /* release */ ");
	if (a->wide && !a->rmw && !a->swap && (a->kind == ATOM_UPDATE || a->kind == ATOM_CAPTURE))
		emit_wide(b, a, at, e, v);
	else
		emit_operation(b, a, at, e, v);
	if (a->fences & ORDER_AFTER)
		buf_puts(b, " __threadfence(); /* acquire */");
	if (a->fences)
		buf_puts(b, " }");
	buf_puts(b, " /* #pragma omp atomic */");
}
