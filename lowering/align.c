/* Vector alignment of record pointers: per pointer parameter of a
 * kernel, whether the kernel may assume it aligned for vector loads and
 * stores of whole elements (Param.align), with the reason for --explain
 * (Plan.alias.align_why).
 *
 * A struct of four floats has C alignment 4, so nvcc loads an element,
 * `Particle pj = p[j]`, as four 32-bit loads; told that p is 16-byte
 * aligned (`__builtin_assume_aligned`), it loads it as one 128-bit
 * vector.  lavaMD's kernel, whose threads read every particle of 27
 * neighbouring boxes, ran 11.61 -> 10.37 ms on an H200 that way (run 17,
 * the generated kernel edited by hand).  A pointer qualifies when it
 * points to a struct or union whose size is a multiple of 16 (8) bytes
 * and whose alignment is less (frontend: Var.vec_align): then every
 * element lies at a multiple of 16 (8) from the pointer, and where the
 * pointer is so aligned, so are they.
 *
 * Device allocations are 256-byte aligned and a mapped section keeps its
 * elements' offsets, so pointers to such arrays nearly always are; but
 * C lets a program make one that is not (a struct pointer into a float
 * buffer at an odd float).  So the assumption is checked at launch: the
 * runtime (runtime/target.c) runs the region's kernel_alias, the kernel
 * with neither __restrict__ nor any alignment assumed, when a pointer
 * the kernel assumes aligned is not (O2C_ARG_ALIGN8, O2C_ARG_ALIGN16).
 * A kernel with such a pointer therefore always has a kernel_alias;
 * codegen puts the assumptions in the kernel and its kernel_narrow.
 *
 * Not assumed: -fno-aligned-records; parameters that are not the
 * captured pointer itself (a scalar by reference, a firstprivate copy,
 * an array used whole, reduction and lastprivate copies).
 */
#include "plan.h"

void
lower_align(Plan *p)
{
	const char *names = NULL;
	int candidates = 0;

	for (int i = 0; i < p->nparams; i++) {
		Param *prm = &p->params[i];
		const Var *v = prm->var;
		if (v->kind != VAR_POINTER || !v->vec_align || prm->ref || prm->fp || prm->whole ||
		    prm->red || prm->last || prm->lin)
			continue;
		candidates++;
		if (!p->opts->align)
			continue;
		prm->align = v->vec_align;
		p->alias.naligned++;
		names = arena_printf("%s%s%s (%d)", names ? names : "", names ? ", " : "", v->name,
		                     prm->align);
	}
	if (!candidates)
		return;
	if (!names) {
		p->alias.align_why = arena_printf("none assumed (%s)", lower_off(p, "aligned-records"));
		return;
	}
	if (!p->alias.kernel)
		p->alias.kernel = arena_printf("%s_alias", p->kernel);
	p->alias.align_why = arena_printf("%s assumed aligned for vector loads of whole elements, checked "
	                            "at launch: otherwise %s runs",
	                            names, p->alias.kernel);
}
