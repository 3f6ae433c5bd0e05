-- Trigram similarity for product search (the search work adds its GIN indexes on top of this).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
