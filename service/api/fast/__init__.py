"""The measured fast paths: plain requests answered straight from WSGI, loaders compiled from
the schemas, and the one module that knows the libraries' internals."""
