-- The exchange writer takes its rows' ids a block at a time (modules/gateway/exchange-writer.ts): one
-- nextval hands out 1,000 ids (first..first+999), where a nextval per id cost the embedded database
-- about 50 ms per 1,000 on the request thread. A row inserted without an id still gets one no other
-- caller of the sequence gets.
ALTER SEQUENCE "gateway_exchanges_id_seq" INCREMENT BY 1000;
