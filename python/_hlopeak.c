/* _hlopeak.c: the C library, in-process, for the Python package.  Two
 * calls, each a thin wrapper: run() takes the options the command line
 * takes and a list of paths or one text, and returns the exit status, the
 * report and the diagnostics; device() looks a preset up.  No estimation
 * happens here or in Python. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlopeak.h"

static int setformat(hlp_opts *o, const char *f)
{
	static const char *const names[] = {"text", "json", "md", "github"};

	for (int k = 0; k < 4; k++)
		if (!strcmp(f, names[k])) {
			o->format = k;
			return 0;
		}
	PyErr_Format(PyExc_ValueError, "format must be text, json, md or github, not '%s'", f);
	return -1;
}

static int settarget(hlp_opts *o, const char *t)
{
	if (!t || !strcmp(t, "auto"))
		o->target = HLP_AUTO;
	else if (!strcmp(t, "gpu"))
		o->target = HLP_GPU;
	else if (!strcmp(t, "tpu"))
		o->target = HLP_TPU;
	else if (!strcmp(t, "cpu"))
		o->target = HLP_CPU;
	else {
		PyErr_Format(PyExc_ValueError, "target must be gpu, tpu or cpu, not '%s'", t);
		return -1;
	}
	return 0;
}

static int setgate(hlp_opts *o, const char *g)
{
	if (!g || !strcmp(g, "best"))
		o->gate = HLP_GATE_BEST;
	else if (!strcmp(g, "lower"))
		o->gate = HLP_GATE_LOWER;
	else if (!strcmp(g, "upper"))
		o->gate = HLP_GATE_UPPER;
	else {
		PyErr_Format(PyExc_ValueError, "gate must be best, lower or upper, not '%s'", g);
		return -1;
	}
	return 0;
}

/* the paths of a list of str; NULL with an exception */
static const char **topaths(PyObject *list, Py_ssize_t *n)
{
	const char **v;

	*n = PyList_Size(list);
	if (*n < 0)
		return NULL;
	v = calloc((size_t)*n + 1, sizeof *v);
	if (!v) {
		PyErr_NoMemory();
		return NULL;
	}
	for (Py_ssize_t k = 0; k < *n; k++) {
		PyObject *s = PyList_GetItem(list, k);
		if (!s || !(v[k] = PyUnicode_AsUTF8(s))) {
			free(v);
			return NULL;
		}
	}
	return v;
}

static char kcommand[] = "command", kformat[] = "format", kpaths[] = "paths", ktext[] = "text", kname[] = "name",
	    ktarget[] = "target", kbudget[] = "budget", kgate[] = "gate", ktop[] = "top", kworkspace[] = "workspace";

/* run(command, format, paths=None, text=None, name="<text>", target=None,
 *     budget=None, gate=None, top=20, workspace=0) -> (status, out, err) */
static PyObject *run(PyObject *self, PyObject *args, PyObject *kw)
{
	static char *kwlist[] = {kcommand, kformat, kpaths, ktext, kname, ktarget, kbudget, kgate, ktop, kworkspace,
				 NULL};
	const char *command, *format, *name = "<text>", *target = NULL, *gate = NULL, *text = NULL;
	PyObject *paths = Py_None, *budget = Py_None, *result;
	Py_ssize_t textlen = 0, npaths = 0;
	unsigned long long workspace = 0;
	int top = 20, status;
	hlp_opts o;
	char *out = NULL, *err = NULL;
	size_t outlen = 0, errlen = 0;
	FILE *fo, *fe;
	const char **pv = NULL;

	(void)self;
	if (!PyArg_ParseTupleAndKeywords(args, kw, "ss|Oz#szOziK", kwlist, &command, &format, &paths, &text,
					 &textlen, &name, &target, &budget, &gate, &top, &workspace))
		return NULL;
	hlp_defaultopts(&o);
	o.top = top;
	o.workspace = workspace;
	o.jobs = 1;
	if (!strcmp(command, "peak"))
		o.command = HLP_PEAK;
	else if (!strcmp(command, "check"))
		o.command = HLP_CHECK;
	else
		return PyErr_Format(PyExc_ValueError, "command must be peak or check, not '%s'", command);
	if (setformat(&o, format) < 0 || settarget(&o, target) < 0 || setgate(&o, gate) < 0)
		return NULL;
	if (budget != Py_None) {
		o.budget = PyLong_AsUnsignedLongLong(budget);
		if (PyErr_Occurred())
			return NULL;
		o.hasbudget = 1;
	}
	if ((paths == Py_None) == (text == NULL))
		return PyErr_Format(PyExc_TypeError, "give paths or text, not both or neither");
	if (paths != Py_None) {
		if (!PyList_Check(paths))
			return PyErr_Format(PyExc_TypeError, "paths must be a list of str");
		if (!(pv = topaths(paths, &npaths)))
			return NULL;
	}
	fo = open_memstream(&out, &outlen);
	fe = open_memstream(&err, &errlen);
	if (!fo || !fe) {
		if (fo)
			fclose(fo);
		if (fe)
			fclose(fe);
		free(pv);
		return PyErr_NoMemory();
	}
	Py_BEGIN_ALLOW_THREADS
	if (pv)
		status = hlp_peak(&o, pv, (int)npaths, fo, fe);
	else
		status = hlp_peaktext(&o, name, text, (size_t)textlen, fo, fe);
	fclose(fo);
	fclose(fe);
	Py_END_ALLOW_THREADS
	free(pv);
	result = Py_BuildValue("(is#s#)", status, out ? out : "", (Py_ssize_t)outlen, err ? err : "",
			       (Py_ssize_t)errlen);
	free(out);
	free(err);
	return result;
}

/* device(name) -> (capacity, reserved, workspace) or None */
static PyObject *device(PyObject *self, PyObject *args)
{
	const char *name;
	uint64_t capacity, reserved, workspace;

	(void)self;
	if (!PyArg_ParseTuple(args, "s", &name))
		return NULL;
	if (hlp_device(name, &capacity, &reserved, &workspace) < 0)
		Py_RETURN_NONE;
	return Py_BuildValue("(KKK)", (unsigned long long)capacity, (unsigned long long)reserved,
			     (unsigned long long)workspace);
}

/* parsesize(text) -> bytes, as the command line reads SIZE */
static PyObject *parsesize(PyObject *self, PyObject *args)
{
	const char *s;
	uint64_t b;

	(void)self;
	if (!PyArg_ParseTuple(args, "s", &s))
		return NULL;
	if (hlp_parsesize(s, &b) < 0)
		return PyErr_Format(PyExc_ValueError, "not a size like 30.75G, 40M, 512K or 123456: '%s'", s);
	return PyLong_FromUnsignedLongLong(b);
}

static PyMethodDef methods[] = {
	{"run", (PyCFunction)(void (*)(void))run, METH_VARARGS | METH_KEYWORDS, "run the estimator"},
	{"device", device, METH_VARARGS, "a device preset: (capacity, reserved, workspace) or None"},
	{"parsesize", parsesize, METH_VARARGS, "a size as XLA prints it, in bytes"},
	{NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
	PyModuleDef_HEAD_INIT, "_hlopeak", "hlopeak's C library", -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__hlopeak(void);
PyMODINIT_FUNC PyInit__hlopeak(void)
{
	return PyModule_Create(&module);
}
