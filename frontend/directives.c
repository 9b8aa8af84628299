/* The tables the X-macro lists of the Region IR give (directives.h, and
 * API_FUNCTIONS in region.h): each directive's spelling, shape and loop
 * association, each clause's spelling and the shapes that take it, each
 * device API routine's name and arguments.  Data only: the foundation
 * every other file may read.
 */
#include <string.h>

#include "region.h"

const char *const dir_spelling[] = {
#define X(kind, spelling, shape, loop) spelling,
	DIRECTIVES(X)
#undef X
};

const int dir_shape[] = {
#define X(kind, spelling, shape, loop) shape,
	DIRECTIVES(X)
#undef X
};

const int dir_loop[] = {
#define X(kind, spelling, shape, loop) loop,
	DIRECTIVES(X)
#undef X
};

const char *const api_names[] = {
#define X(kind, name, nargs) name,
	API_FUNCTIONS(X)
#undef X
};

const int api_nargs[] = {
#define X(kind, name, nargs) nargs,
	API_FUNCTIONS(X)
#undef X
};

const char *const clause_spelling[] = {
#define X(kind, spelling, shapes) spelling,
	CLAUSES(X)
#undef X
};

const unsigned clause_shapes[] = {
#define X(kind, spelling, shapes) shapes,
	CLAUSES(X)
#undef X
};

const char *const red_names[] = {
	"", "O2C_RED_ADD", "O2C_RED_MUL", "O2C_RED_MIN", "O2C_RED_MAX", "O2C_RED_BAND",
	"O2C_RED_BOR", "O2C_RED_BXOR", "O2C_RED_LAND", "O2C_RED_LOR", "O2C_RED_USER",
};

const char *const red_c_ops[] = {"", "+", "*", "", "", "&", "|", "^", "&&", "||", ""};

int
red_code(const char *op)
{
	static const char *const ops[] = {"+", "-", "*", "min", "max", "&", "|", "^", "&&", "||"};
	static const int codes[] = {RED_ADD,  RED_ADD,  RED_MUL,  RED_MIN,  RED_MAX,
	                            RED_BAND, RED_BOR,  RED_BXOR, RED_LAND, RED_LOR};

	for (int i = 0; i < (int)(sizeof ops / sizeof *ops); i++)
		if (!strcmp(op, ops[i]))
			return codes[i];
	return 0;
}
