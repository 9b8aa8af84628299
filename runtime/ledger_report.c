/* The ledger's report at exit: the sums of its rows and the figures the
 * three writers share, then the table on stderr and, with
 * OMP2CUDA_PROFILE_OUT (OMP2CUDA_INJECT_OUT injected), a JSON or CSV file.
 *
 * Requires: the ledger's constructor (ledger.c) registered the report;
 * being named there also brings this file, and through it the writers,
 * out of the static library.
 * Guarantees: the rows are freed after the report; a file that cannot be
 * written is a warning.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ledger.h"

const char *const o2c_ledger_op_name[O2C_OP_N] = {"kernel", "h2d", "d2h", "memset", "d2d",
                                                  "other"};
const char *const o2c_ledger_staged_name[2] = {"h2d", "d2h"};

void
o2c_ledger_sum_rows(Sum *s)
{
	size_t i;
	int k;

	memset(s, 0, sizeof *s);
	for (i = 0; i < o2c_ledger.nrows; i++) {
		s->runs += o2c_ledger.rows[i].runs;
		s->host_runs += o2c_ledger.rows[i].host_runs;
		s->host_ns += o2c_ledger.rows[i].host_ns;
		for (k = 0; k < O2C_OP_N; k++) {
			s->n[k] += o2c_ledger.rows[i].n[k];
			s->ns[k] += o2c_ledger.rows[i].ns[k];
			s->bytes[k] += o2c_ledger.rows[i].bytes[k];
		}
		for (k = 0; k < 2; k++) {
			s->st[k].n += o2c_ledger.rows[i].st[k].n;
			s->st[k].ns += o2c_ledger.rows[i].st[k].ns;
			s->st[k].bytes += o2c_ledger.rows[i].st[k].bytes;
			s->st[k].dmas += o2c_ledger.rows[i].st[k].dmas;
			s->st[k].dma_ns += o2c_ledger.rows[i].st[k].dma_ns;
		}
	}
}

uint64_t
o2c_ledger_gpu_total(const uint64_t *ns)
{
	return ns[O2C_OP_KERNEL] + ns[O2C_OP_H2D] + ns[O2C_OP_D2H];
}

/* GPU-total with each staged copy at its DMA time only, as a tool that
 * sums activity records sees it; unknown (-1) with CUDA events. */
double
o2c_ledger_gpu_total_dma_us(const uint64_t *ns, const Staged *st)
{
	if (o2c_ledger.mode == MODE_EVENTS)
		return -1;
	return ((double)o2c_ledger_gpu_total(ns) - (double)(st[0].ns + st[1].ns) +
	        (double)(st[0].dma_ns + st[1].dma_ns)) /
	       1e3;
}

const char *
o2c_ledger_source_name(void)
{
	static const char *const s[] = {"none", "cupti", "events", "cupti-injected"};

	return s[o2c_ledger.mode];
}


static void
write_report_file(const char *path)
{
	size_t n = strlen(path);
	int csv = n >= 4 && !strcmp(path + n - 4, ".csv");
	FILE *f = fopen(path, "w");

	if (!f) {
		fprintf(stderr, "omp2cuda: profile: warning: cannot write %s\n", path);
		return;
	}
	if (csv)
		o2c_ledger_write_csv(f);
	else
		o2c_ledger_write_json(f);
	fclose(f);
}

static void
free_rows(void)
{
	size_t i;

	for (i = 0; i < o2c_ledger.nrows; i++)
		free(o2c_ledger.rows[i].name);
	free(o2c_ledger.rows);
	o2c_ledger.rows = NULL;
	o2c_ledger.nrows = o2c_ledger.caprows = 0;
}

void
o2c_ledger_report_at_exit(void)
{
	const char *out;

	if (!o2c_ledger_profiling() || o2c_ledger.reported)
		return;
	/* a later registration runs after the teardown not yet seen */
	if (--o2c_ledger.exit_hooks > 0 && !o2c_ledger.teardown_seen)
		return;
	o2c_ledger.reported = 1;
	o2c_ledger.t_end = o2c_ledger_clock();
	if (o2c_ledger.mode == MODE_NONE)
		o2c_ledger_note("the GPU was never used");
	if (o2c_ledger.mode == MODE_INJECT && !o2c_ledger.collected)
		o2c_ledger_flush();
	pthread_mutex_lock(&o2c_ledger_mu);
	if (!o2c_ledger.collected) {
		if (o2c_ledger.mode == MODE_CUPTI)
			o2c_ledger_note("%s (teardown did not run: records not flushed)", o2c_ledger.note);
		o2c_ledger_attribute();
	}
	out = o2c_ledger.mode == MODE_INJECT ? o2c_switches()->inject_out : o2c_switches()->profile_out;
	if (!out || o2c_ledger.mode != MODE_INJECT)
		o2c_ledger_print_report(stderr);
	if (out)
		write_report_file(out);
	free_rows();
	pthread_mutex_unlock(&o2c_ledger_mu);
}
