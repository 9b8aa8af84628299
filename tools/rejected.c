/* The user's flag that a tool rejected.  The driver passes most flags on
 * as they are (-f -m -O -W to the host compiler, -I -D to nvcc, -Wl, to
 * the link), and only the tool that takes a flag knows whether it is
 * valid.  When the tool fails, its message names the flag in quotes:
 * gcc's "unrecognized command-line option '-fx'" and "bad value 'x' for
 * '-march=' switch", clang's "unknown argument: '-fx'", nvcc's "Unknown
 * option '-fx'", ld's "unrecognized option '--x'" (of -Wl,--x).  A failure
 * whose message names one of the flags the user gave is the user's
 * error, told as such: the flag and the tool that rejected it, never an
 * internal error of omp2cuda.
 */
#include <stdio.h>
#include <string.h>

#include "driver.h"

/* A byte that ends an opening quote: ' " ` and the last bytes of UTF-8's
 * left quotes (U+2018 E2 80 98, U+201C E2 80 9C). */
static int
opens(const char *text, const char *at)
{
	unsigned char c = at > text ? (unsigned char)at[-1] : 0;
	return c == '\'' || c == '"' || c == '`' || c == 0x98 || c == 0x9c;
}

/* A byte that starts a closing quote: ' " and UTF-8's E2. */
static int
closes(const char *after)
{
	unsigned char c = (unsigned char)*after;
	return c == '\'' || c == '"' || c == 0xe2;
}

/* s, its first n bytes, quoted in line. */
static int
quoted(const char *line, const char *s, size_t n)
{
	const char *want = arena_strndup(s, n);

	for (const char *p = line; n && (p = strstr(p, want)); p++)
		if (opens(line, p) && closes(p + n))
			return 1;
	return 0;
}

/* How line names flag f: 2 quoted whole (or, for -Wl,a,b and -Wp,a,b, one
 * of its parts), 1 by its name up to '=' ("'-march='"), 0 not at all. */
static int
names_flag(const char *line, const char *f)
{
	const char *eq = strchr(f, '=');

	if (f[0] != '-')
		return 0;
	if (quoted(line, f, strlen(f)))
		return 2;
	if (!strncmp(f, "-Wl,", 4) || !strncmp(f, "-Wp,", 4) || !strncmp(f, "-Wa,", 4)) {
		for (const char *s = f + 4, *e; *s; s = *e ? e + 1 : e) {
			e = strchr(s, ',') ? strchr(s, ',') : s + strlen(s);
			if (e > s && quoted(line, s, (size_t)(e - s)))
				return 2;
		}
		return 0;
	}
	return eq && eq[1] && quoted(line, f, (size_t)(eq + 1 - f)) ? 1 : 0;
}

/* A line that says something is wrong (not a warning about a flag). */
static int
complains(const char *line)
{
	static const char *const words[] = {"error", "fatal", "unrecognized", "unknown", "invalid",
	                                    "bad value", "Unknown", "Invalid", 0};

	if (strstr(line, "warning:"))
		return 0;
	for (int i = 0; words[i]; i++)
		if (strstr(line, words[i]))
			return 1;
	return 0;
}

/* The user's flag the line names, best match first; *how as names_flag. */
static const char *
flag_in_line(const Options *o, const char *line, int *how)
{
	const char *const *lists[] = {o->hostflags, o->cflags, o->ldflags, o->ppflags, o->depflags};
	const int counts[] = {o->nhostflags, o->ncflags, o->nldflags, o->nppflags, o->ndepflags};
	const char *best = NULL;

	*how = 0;
	if (o->std && (*how = names_flag(line, o->std)))
		return o->std;
	for (int l = 0; l < 5; l++)
		for (int i = 0; i < counts[l]; i++) {
			int h = names_flag(line, lists[l][i]);
			if (h > *how)
				*how = h, best = lists[l][i];
		}
	return best;
}

int
report_rejected_flag(const Options *o, const char *tool, const char *const *lines, size_t n)
{
	const char *flag;
	int how;

	tool = strrchr(tool, '/') ? strrchr(tool, '/') + 1 : tool;
	for (size_t i = 0; i < n; i++) {
		if (!complains(lines[i]) || !(flag = flag_in_line(o, lines[i], &how)))
			continue;
		if (!strncmp(flag, "-Wl,", 4) || !strcmp(flag, "-Xlinker"))
			tool = arena_printf("the linker through %s", tool);
		diag_tool("%s '%s' (passed to %s, which rejected it)",
		          how == 2 ? "unknown option" : "invalid value in option", flag, tool);
		return 1;
	}
	return 0;
}

int
report_rejected_flag_text(const Options *o, const char *tool, const char *text)
{
	Cmd lines = {0};
	char *copy = (char *)arena_printf("%s", text ? text : "");

	for (char *l = strtok(copy, "\n"); l; l = strtok(NULL, "\n"))
		cmd_arg(&lines, l);
	return report_rejected_flag(o, tool, lines.argv, lines.n);
}
