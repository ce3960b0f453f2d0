"""Errors of the node-graph description and runner."""


class GraphError(Exception):
    """The graph description is invalid, or a node of it could not be started or reached."""
