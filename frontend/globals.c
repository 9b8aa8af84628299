/* Declare target variables (OpenMP 5.2 7.8.1 and 7.8.2): which file-scope
 * variables have a copy of their own in device memory, and the
 * __device__ definition of that copy in the .cu file.
 *
 * A variable is declare target when it is declared between
 * `declare target` (or `begin declare target`) and `end declare target`,
 * or named in `declare target(list)`, `declare target to(list)` or
 * `declare target enter(list)`.  Device code names the __device__
 * variable directly; the runtime finds its address in the loaded module
 * and enters it in the present table, so maps and target update reach
 * it.  Other file-scope variables used in a region are captured like
 * local ones (captures.c): arrays mapped tofrom, scalars firstprivate.
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

static int
word_at(const char *s, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(s, w, n) && !isalnum((unsigned char)s[n]) && s[n] != '_';
}

/* Mark the variables a list names, the list starting at `at`. */
static void
mark_list(Ctx *c, unsigned at, unsigned end, unsigned before)
{
	const char *s = c->text;

	while (at < end && s[at] != ')') {
		unsigned b;
		if (!isalpha((unsigned char)s[at]) && s[at] != '_') {
			at++;
			continue;
		}
		for (b = at; at < end && (isalnum((unsigned char)s[at]) || s[at] == '_'); at++)
			;
		const char *name = arena_strndup(s + b, at - b);
		Decl *d = scan_lookup(c, name, before);
		if (!d) /* a function: compiled for the device when a region calls it */
			continue;
		if (!d->file_scope) {
			diag_error(cx_loc(c, b), "declare target variable '%s' must be declared at file "
			                         "scope", name);
			continue;
		}
		d->declare_target = 1;
	}
}

/* The clauses of one declare target directive, from `at` to `end`. */
static void
mark_clauses(Ctx *c, const Pragma *p)
{
	const char *s = c->text;
	unsigned end = p->text_end;

	for (unsigned at = p->clauses_at; at < end; at++) {
		if (s[at] == '(') { /* declare target(list) */
			mark_list(c, at + 1, end, p->begin);
			return;
		}
		if (word_at(s + at, "link")) {
			diag_error(cx_loc(c, at), "declare target link(...) is not supported yet: use "
			                          "enter(...)");
			return;
		}
		if (word_at(s + at, "to") || word_at(s + at, "enter")) {
			while (at < end && s[at] != '(')
				at++;
			mark_list(c, at + 1, end, p->begin);
			while (at < end && s[at] != ')')
				at++;
			continue;
		}
		if (word_at(s + at, "device_type") || word_at(s + at, "indirect")) {
			while (at < end && s[at] != ')')
				at++;
		}
	}
}

static int
has_clauses(Ctx *c, const Pragma *p)
{
	for (unsigned at = p->clauses_at; at < p->text_end; at++)
		if (!isspace((unsigned char)c->text[at]) && c->text[at] != '\\')
			return 1;
	return 0;
}

void
globals_declare_target(Ctx *c, const Pragma *ps, int n)
{
	unsigned open = 0;
	int depth = 0;

	for (int i = 0; i < n; i++) {
		const char *name = ps[i].name;
		if (!strcmp(name, "end declare target")) {
			if (depth && !--depth)
				for (size_t k = 0; k < c->ndecls; k++)
					if (c->decls[k].file_scope && c->decls[k].at > open &&
					    c->decls[k].at < ps[i].begin)
						c->decls[k].declare_target = 1;
			continue;
		}
		if (strcmp(name, "declare target") && strcmp(name, "begin declare target"))
			continue;
		if (!strcmp(name, "declare target") && has_clauses(c, &ps[i])) {
			mark_clauses(c, &ps[i]);
			continue;
		}
		if (!depth++)
			open = ps[i].end;
	}
}

/* The __device__ definition of a declare target variable, once: its
 * type as declared, without static or extern (each file's .cu is a
 * module of its own), with its initializer as written. */
int
globals_device(Ctx *c, Decl *d, Var *v, Loc use)
{
	CXCursor init = clang_Cursor_getVarDeclInitializer(d->cursor);
	CXType t = clang_getCursorType(d->cursor);
	DeviceDecl dd = {0};
	Buf b = {0};

	for (int i = 0; i < c->u->nglobals; i++)
		if (c->u->globals[i] == v)
			return 1;
	if (clang_Cursor_getStorageClass(d->cursor) == CX_SC_Extern && clang_Cursor_isNull(init)) {
		diag_error(use, "declare target variable '%s' is declared 'extern': not supported yet "
		                "(define it in this file)", v->name);
		return 0;
	}
	if (v->nptr_members || (v->kind == VAR_POINTER)) {
		diag_error(use, "declare target variable '%s' of type '%s' holds a pointer: not "
		                "supported yet", v->name, v->type);
		return 0;
	}
	/* a const one is read by device code alone: C++ gives it internal
	 * linkage, and the runtime does not look it up */
	while (clang_getCanonicalType(t).kind == CXType_ConstantArray)
		t = clang_getArrayElementType(clang_getCanonicalType(t));
	v->pointee_const = clang_isConstQualifiedType(clang_getCanonicalType(t));
	buf_printf(&b, "__device__ %s", v->local);
	if (!clang_Cursor_isNull(init))
		buf_printf(&b, " = %s", cx_cursor_text(c, init));
	buf_puts(&b, ";");
	dd.at = d->at;
	dd.loc = cx_loc(c, d->at);
	dd.text = b.s;
	dd.global = v;
	VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, dd);
	VEC_PUSH(c->u->globals, c->u->nglobals, c->cap_globals, v);
	return 1;
}
