ALTER TABLE "payments" DROP CONSTRAINT "payments_confirmed_by_users_uid_fk";
