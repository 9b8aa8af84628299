/* Running other programs and writing files: the one place the compiler
 * forks and execs (the driver's nvcc, host compiler and link steps,
 * tools/run.c; the front end's preprocessor and host-compiler queries,
 * frontend/expand.c and host_view.c) and the one that writes a file.
 *
 * proc_run waits for its command and gives its exit status; where the
 * command's output goes, and whether a command that cannot be started is
 * told on stderr, is the caller's choice (ProcIo); proc_start and
 * proc_wait are its two halves, for commands that run at the same time
 * (tools/jobs.c).  Nothing here exits
 * the compiler: every failure is a status the caller reports.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"

/* In the child: its stdout and stderr as io says. */
static void
redirect(const ProcIo *io)
{
	int fd = io->err_path ? open(io->err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644) : io->err_fd;

	if (io->out_fd >= 0)
		dup2(io->out_fd, 1);
	if (fd >= 0)
		dup2(fd, 2);
}

long
proc_start(const char *const *argv, const ProcIo *io)
{
	pid_t pid;

	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0) {
		if (io->tell)
			fprintf(stderr, "omp2cuda: error: fork: %s\n", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		redirect(io);
		execvp(argv[0], (char *const *)argv);
		if (io->tell)
			fprintf(stderr, "omp2cuda: error: cannot run '%s': %s\n", argv[0],
			        strerror(errno));
		_exit(127);
	}
	return pid;
}

int
proc_wait(long *pid, int tell)
{
	int status;
	pid_t got;

	while ((got = waitpid((pid_t)*pid, &status, 0)) < 0)
		if (errno != EINTR) {
			if (tell)
				fprintf(stderr, "omp2cuda: error: waitpid: %s\n", strerror(errno));
			return 127;
		}
	*pid = got;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

int
proc_run(const char *const *argv, const ProcIo *io)
{
	long pid = proc_start(argv, io);

	return pid < 0 ? 1 : proc_wait(&pid, io->tell);
}

int
run_capture(const char *const *argv, char **out, char **err)
{
	FILE *fo = tmpfile(), *fe = tmpfile();
	int status = -1;

	if (fo && fe) {
		ProcIo io = {.out_fd = fileno(fo), .err_fd = fileno(fe)};
		status = proc_run(argv, &io);
		*out = buf_read_stream(fo);
		*err = buf_read_stream(fe);
	}
	if (fo)
		fclose(fo);
	if (fe)
		fclose(fe);
	return status;
}

int
write_file(const char *path, const char *data, size_t len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "wb") : stdout;
	int failed, saved;

	if (!f)
		return 1;
	failed = fwrite(data, 1, len, f) != len;
	saved = errno;
	if (f != stdout && fclose(f))
		return 1;
	errno = saved;
	return failed;
}
