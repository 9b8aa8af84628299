/* Pieces both generated files use: #line directives, verbatim source,
 * C string literals and the runtime's enum names. */
#include <string.h>

#include "codegen.h"

const char *const emit_arg_names[] = {
	"O2C_ARG_I8", "O2C_ARG_U8", "O2C_ARG_I16", "O2C_ARG_U16", "O2C_ARG_I32", "O2C_ARG_U32",
	"O2C_ARG_I64", "O2C_ARG_U64", "O2C_ARG_F32", "O2C_ARG_F64", "O2C_ARG_PTR",
};

const char *const emit_map_names[] = {
	"O2C_MAP_ALLOC", "O2C_MAP_TO", "O2C_MAP_FROM", "O2C_MAP_TOFROM",
};

/* s as a C string literal. */
const char *
emit_string(const char *s)
{
	Buf b = {0};

	buf_puts(&b, "\"");
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_puts(&b, "\\");
		if (*s == '\n')
			buf_puts(&b, "\\n");
		else
			buf_put(&b, s, 1);
	}
	buf_puts(&b, "\"");
	return b.s;
}

/* A #line directive for the source offset `at`, then the indentation of
 * its line up to it, so copied code keeps its line and its columns. */
void
emit_line(Buf *b, const Unit *u, unsigned at)
{
	unsigned line = 1, start = 0;

	for (unsigned i = 0; i < at; i++)
		if (u->src[i] == '\n') {
			line++;
			start = i + 1;
		}
	if (b->len && b->s[b->len - 1] != '\n')
		buf_puts(b, "\n");
	buf_printf(b, "#line %u %s\n", line, emit_string(u->path));
	for (unsigned i = start; i < at; i++)
		buf_put(b, u->src[i] == '\t' ? "\t" : " ", 1);
}

void
emit_source(Buf *b, const Unit *u, unsigned begin, unsigned end)
{
	buf_put(b, u->src + begin, end - begin);
}

/* The map array of a region: `O2cMap <array>[] = { ... };` */
void
emit_maps(Buf *b, const Plan *p, const char *array, const char *indent)
{
	if (!p->nmaps)
		return;
	buf_printf(b, "%sO2cMap %s[] = {\n", indent, array);
	for (int i = 0; i < p->nmaps; i++) {
		const PlanMap *m = &p->maps[i];
		buf_printf(b, "%s\t{%s, %s, %s, %s},%s\n", indent, m->begin, m->bytes,
		           emit_map_names[m->type], emit_string(m->name),
		           m->implicit ? " /* implicit */" : "");
	}
	buf_printf(b, "%s};\n", indent);
}
