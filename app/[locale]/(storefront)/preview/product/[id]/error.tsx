'use client';

export { default } from '../../../product/[id]/error';
