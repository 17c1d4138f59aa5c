"""(being written by the lead) the construction algorithm."""
GENERATOR_VERSION = "quiver-gen/1"


def generate(spec, on_note=None):
    raise NotImplementedError("generator in progress")
