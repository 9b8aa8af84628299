/* backprop: one training step of a two-layer perceptron with a very wide input layer (Rodinia's
 * backprop, rewritten).
 *
 * n inputs (plus a bias unit) feed H hidden units, which feed one output. The device does the two
 * wide parts: the forward pass into the hidden layer (one sum over all n + 1 inputs per hidden
 * unit, a reduction) and the momentum update of the n + 1 by H input-to-hidden weights. The host
 * does the narrow parts in between: the output unit, the error terms and the hidden-to-output
 * weights. The inputs, weights and previous weight changes go in; weights and weight changes
 * come back. Checked against a serial reference (sums in double). */
#include <math.h>

#include "bench.h"

#define H 16 /* hidden units */
#define ETA 0.3f
#define MOMENTUM 0.3f
#define TARGET 0.9f

typedef struct Net {
	int n; /* input units, without the bias */
	float *input; /* n + 1, input[0] = 1 is the bias */
	float *w; /* (n + 1) x (H + 1), column 0 unused: hidden[0] is the bias */
	float *oldw; /* previous changes of w */
	float hidden[H + 1];
	float hidden_delta[H + 1];
	float w_ho[H + 1]; /* hidden to output */
	float oldw_ho[H + 1];
	float output;
} Net;

static void
gen_net(Net *net, int n)
{
	long nw = (long)(n + 1) * (H + 1), k;
	float scale = sqrtf(3.0f / (float)(n + 1));
	BenchRng r;
	int j;

	net->n = n;
	net->input = (float *)bench_alloc((size_t)(n + 1) * sizeof(float));
	net->w = (float *)bench_alloc((size_t)nw * sizeof(float));
	net->oldw = (float *)bench_alloc((size_t)nw * sizeof(float));
	bench_rng_seed(&r, 606);
	net->input[0] = 1.0f;
	for (k = 1; k <= n; k++)
		net->input[k] = bench_rng_float(&r);
	for (k = 0; k < nw; k++) {
		net->w[k] = scale * bench_rng_range(&r, -1.0f, 1.0f);
		net->oldw[k] = 0.01f * scale * bench_rng_range(&r, -1.0f, 1.0f);
	}
	for (j = 0; j <= H; j++) {
		net->w_ho[j] = bench_rng_range(&r, -0.5f, 0.5f);
		net->oldw_ho[j] = 0.0f;
	}
}

static float
squash(float x)
{
	return 1.0f / (1.0f + expf(-x));
}

/* Host part between the two device passes: output unit, error terms, hidden-to-output weights. */
static void
output_and_errors(Net *net)
{
	float sum = 0, delta_o;
	int j;

	net->hidden[0] = 1.0f;
	for (j = 0; j <= H; j++)
		sum += net->w_ho[j] * net->hidden[j];
	net->output = squash(sum);
	delta_o = net->output * (1.0f - net->output) * (TARGET - net->output);
	net->hidden_delta[0] = 0.0f;
	for (j = 1; j <= H; j++) {
		float h = net->hidden[j];
		net->hidden_delta[j] = h * (1.0f - h) * delta_o * net->w_ho[j];
	}
	for (j = 0; j <= H; j++) {
		float dw = ETA * delta_o * net->hidden[j] + MOMENTUM * net->oldw_ho[j];
		net->w_ho[j] += dw;
		net->oldw_ho[j] = dw;
	}
}

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

static void
train_step(Net *net)
{
	int n = net->n;
	long nw = (long)(n + 1) * (H + 1);
	float *input = net->input, *w = net->w, *oldw = net->oldw;
	float *delta = net->hidden_delta;

#pragma omp target data map(to: input[0:n + 1]) map(tofrom: w[0:nw], oldw[0:nw])
	{
		for (int j = 1; j <= H; j++) {
			float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum)
			for (int i = 0; i <= n; i++)
				sum += w[(long)i * (H + 1) + j] * input[i];
			net->hidden[j] = squash(sum);
		}

		output_and_errors(net);

#pragma omp target teams distribute parallel for collapse(2) map(to: delta[0:H + 1])
		for (int i = 0; i <= n; i++) {
			for (int j = 1; j <= H; j++) {
				long k = (long)i * (H + 1) + j;
				float dw = ETA * delta[j] * input[i] + MOMENTUM * oldw[k];
				w[k] += dw;
				oldw[k] = dw;
			}
		}
	}
}

static void
reference_step(Net *net)
{
	int n = net->n, i, j;

	for (j = 1; j <= H; j++) {
		double sum = 0;
		for (i = 0; i <= n; i++)
			sum += (double)net->w[(long)i * (H + 1) + j] * net->input[i];
		net->hidden[j] = squash((float)sum);
	}
	output_and_errors(net);
	for (i = 0; i <= n; i++) {
		for (j = 1; j <= H; j++) {
			long k = (long)i * (H + 1) + j;
			float dw = ETA * net->hidden_delta[j] * net->input[i] + MOMENTUM * net->oldw[k];
			net->w[k] += dw;
			net->oldw[k] = dw;
		}
	}
}

int
main(int argc, char **argv)
{
	static const long small[] = {65536}, large[] = {4194304};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<inputs>");
	int n = (int)size.v[0];
	long nw = (long)(n + 1) * (H + 1), bad;
	Net net, ref;
	double t0, t1;

	gen_net(&net, n);
	gen_net(&ref, n);
	warm_up_device();

	t0 = bench_now_ms();
	train_step(&net);
	t1 = bench_now_ms();

	reference_step(&ref);
	bench_ref_computed();
	bad = bench_check_float("hidden", net.hidden, ref.hidden, NULL, H + 1, 1e-4, 1e-5);
	bad += bench_check_float("w", net.w, ref.w, NULL, nw, 1e-4, 1e-6);
	bad += bench_check_float("oldw", net.oldw, ref.oldw, NULL, nw, 1e-3, 1e-6);
	bad += bench_check_float("w_ho", net.w_ho, ref.w_ho, NULL, H + 1, 1e-4, 1e-6);
	printf("backprop: %d inputs, %d hidden, output %.6f\n", n, H, net.output);
	free(net.input);
	free(net.w);
	free(net.oldw);
	free(ref.input);
	free(ref.w);
	free(ref.oldw);
	return bench_finish("backprop", &size, bad == 0, t1 - t0);
}
