/* Edits of device code (Unit.edits): replacements of the user's text
 * that the .cu file's copy (and, where Edit.host says so, the host
 * fallback's) makes.  An edit is made only where the code is written out
 * in the file; edits_sort puts them in the order codegen applies them.
 *
 * A statement's wrap (edits_wrap, Edit.wrap) puts text before the
 * statement's first character and after its last, with the edits inside
 * it (the device API calls a function's code replaces, C's meaning kept
 * in CUDA C++) between them.  Where a region's code is printed in pieces
 * (between its device API calls, its nested constructs, the parallel
 * regions of a teams region), an edit that spans pieces would be lost;
 * a wrap is not: the printer that prints the statement, whole or in
 * pieces, prints its open and its close (codegen/emit_code.c,
 * emit_teams.c). */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The extent of an expression written out in the main file; 0 when it
 * starts or ends in a macro expansion, after an error saying why an edit
 * is needed there. */
int
edits_written_out(Ctx *c, CXCursor e, unsigned *begin, unsigned *end, const char *why)
{
	cx_extent(e, begin, end);
	if (!cx_in_macro(e) && cx_in_main_file(e))
		return 1;
	diag_error(cx_loc(c, *begin),
	           "%s inside a macro expansion is not supported in device code: "
	           "CUDA C++ needs it written otherwise; write it outside the macro",
	           why);
	return 0;
}

/* An edit of device code (Unit.edits), once. */
void
edits_add(Ctx *c, Edit ed)
{
	Unit *u = c->u;

	for (int i = 0; i < u->nedits; i++) {
		const Edit *o = &u->edits[i];
		if (o->begin == ed.begin && o->end == ed.end && !o->text == !ed.text &&
		    (!ed.wrap || (o->wrap && !strcmp(o->open, ed.open) && !strcmp(o->close, ed.close)))) {
			/* the same code, reached again: the same edit, whatever
			 * instance of a template is read */
			if (o->text && strcmp(o->text, ed.text))
				diag_error(cx_loc(c, ed.begin), "internal error: two edits of this code "
				           "differ ('%s', '%s'): please report it", o->text, ed.text);
			return;
		}
		if (o->text && o->begin <= ed.begin && ed.end <= o->end)
			return; /* inside code an edit replaces */
	}
	ed.seq = u->nedits;
	VEC_PUSH(u->edits, u->nedits, c->cap_edits, ed);
}

/* A directive's lines [begin, end) replaced by text (a comment, or
 * nvcc's own pragma) and as many line ends as they hold, so the lines
 * after keep their numbers; the host fallbacks too where host. */
void
edits_directive(Ctx *c, unsigned begin, unsigned end, const char *text, int host)
{
	Edit ed = {.begin = begin, .end = end, .text = text, .host = host};

	for (unsigned i = begin; i < end; i++)
		if (c->u->src[i] == '\n')
			ed.text = arena_printf("%s\n", ed.text);
	edits_add(c, ed);
}

/* The name of a type declared in a function, written in region code:
 * the kernel and the host fallback name its file-scope copy
 * (locals.c). */
void
edits_rename(Ctx *c, unsigned begin, unsigned end, const char *name)
{
	Edit ed = {0};

	ed.begin = begin;
	ed.end = end;
	ed.text = name;
	ed.host = 1;
	edits_add(c, ed);
}

/* The name of the function a call calls, ref its DeclRefExpr: the
 * kernel calls device's, the host fallback host's (selectors.c chose
 * them; host NULL for code only the device runs). */
void
edits_callee(Ctx *c, CXCursor ref, const char *device, const char *host)
{
	Edit ed = {0};

	if (!edits_written_out(c, ref, &ed.begin, &ed.end, "a call of a function with declare variant"))
		return;
	ed.text = device;
	ed.host = host != NULL;
	ed.host_text = host;
	edits_add(c, ed);
}

/* Statement [begin, end) of device code with open before it and close
 * after it (a construct's copies and their scope, a guard), whatever
 * prints it. */
void
edits_wrap(Ctx *c, unsigned begin, unsigned end, const char *open, const char *close)
{
	Edit ed = {0};

	ed.begin = begin;
	ed.end = end;
	ed.open = open ? open : "";
	ed.close = close ? close : "";
	ed.wrap = 1;
	edits_add(c, ed);
}

static int
by_begin(const void *pa, const void *pb)
{
	const Edit *a = pa, *b = pb;

	if (a->begin != b->begin)
		return a->begin < b->begin ? -1 : 1;
	return a->seq - b->seq;
}

void
edits_sort(Ctx *c)
{
	if (c->u->nedits)
		qsort(c->u->edits, (size_t)c->u->nedits, sizeof *c->u->edits, by_begin);
}

